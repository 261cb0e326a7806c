Pod::Spec.new do |s|
  s.name             = 'VoyageFoundation'
  s.version          = '0.4.0'
  s.summary          = 'Formatting, colours and small UIKit helpers shared by every Voyage module.'
  s.homepage         = 'https://git.voyage.example/ios/VoyageFoundation'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/VoyageFoundation.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'VoyageFoundation/**/*.{h,m}'
  s.public_header_files = 'VoyageFoundation/**/*.h'
  s.frameworks = 'UIKit'
end
