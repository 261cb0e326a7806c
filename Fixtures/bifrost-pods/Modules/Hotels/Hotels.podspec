Pod::Spec.new do |s|
  s.name             = 'Hotels'
  s.version          = '0.4.0'
  s.summary          = 'Hotel search and booking.'
  s.homepage         = 'https://git.voyage.example/ios/Hotels'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/Hotels.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'Hotels/Classes/**/*.{h,m}'
  s.public_header_files = 'Hotels/Classes/**/*.h'
  s.frameworks = 'UIKit'
  s.dependency 'Bifrost'
  s.dependency 'VoyageMediator'
  s.dependency 'VoyageFoundation'
  s.dependency 'VoyageNetwork'
end
