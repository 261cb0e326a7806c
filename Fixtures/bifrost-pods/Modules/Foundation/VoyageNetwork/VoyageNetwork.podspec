Pod::Spec.new do |s|
  s.name             = 'VoyageNetwork'
  s.version          = '0.4.0'
  s.summary          = 'The Voyage API client.'
  s.homepage         = 'https://git.voyage.example/ios/VoyageNetwork'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/VoyageNetwork.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'VoyageNetwork/**/*.{h,m}'
  s.public_header_files = 'VoyageNetwork/**/*.h'
  s.frameworks = 'UIKit'
  s.dependency 'VoyageFoundation'
end
