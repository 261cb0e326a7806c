Pod::Spec.new do |s|
  s.name             = 'Account'
  s.version          = '0.4.0'
  s.summary          = 'Sign-in and the traveller profile.'
  s.homepage         = 'https://git.voyage.example/ios/Account'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/Account.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'Account/Classes/**/*.{h,m}'
  s.public_header_files = 'Account/Classes/**/*.h'
  s.frameworks = 'UIKit'
  s.dependency 'Bifrost'
  s.dependency 'VoyageMediator'
  s.dependency 'VoyageFoundation'
end
