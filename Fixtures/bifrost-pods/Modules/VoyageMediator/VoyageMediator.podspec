Pod::Spec.new do |s|
  s.name             = 'VoyageMediator'
  s.version          = '0.4.0'
  s.summary          = 'Service protocols and route URLs the Voyage business modules share.'
  s.homepage         = 'https://git.voyage.example/ios/VoyageMediator'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/VoyageMediator.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'VoyageMediator/**/*.{h,m}'
  s.public_header_files = 'VoyageMediator/**/*.h'
  s.frameworks = 'UIKit'
  s.dependency 'Bifrost'
end
