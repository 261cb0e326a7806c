Pod::Spec.new do |s|
  s.name             = 'Trips'
  s.version          = '0.4.0'
  s.summary          = "The traveller's upcoming and past trips."
  s.homepage         = 'https://git.voyage.example/ios/Trips'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Voyage iOS' => 'ios@voyage.example' }
  s.source           = { :git => 'https://git.voyage.example/ios/Trips.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'

  s.source_files = 'Trips/Classes/**/*.{h,m}'
  s.public_header_files = 'Trips/Classes/**/*.h'
  s.frameworks = 'UIKit'
  s.dependency 'Bifrost'
  s.dependency 'VoyageMediator'
  s.dependency 'VoyageFoundation'
  s.dependency 'VoyageNetwork'
  # Added for the flight card on the trip screen; see Trips/Classes/TRPTripDetailViewController.m.
  s.dependency 'Flights'
end
