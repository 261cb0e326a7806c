Pod::Spec.new do |s|
  s.name             = 'Flights'
  s.version          = '0.4.0'
  s.summary          = 'Flight search and booking.'
  s.homepage         = 'https://git.voyage.example/ios/Flights'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/Flights.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'Flights/Classes/**/*.{h,m}'
  s.public_header_files = 'Flights/Classes/**/*.h'
  s.frameworks = 'UIKit'
  s.dependency 'Bifrost'
  s.dependency 'VoyageMediator'
  s.dependency 'VoyageFoundation'
  s.dependency 'VoyageNetwork'
end
