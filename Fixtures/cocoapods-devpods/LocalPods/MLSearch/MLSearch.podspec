Pod::Spec.new do |s|
  s.name         = 'MLSearch'
  s.version      = '0.9.0'
  s.summary      = 'Search page; also built as a Swift package by the new app.'
  s.homepage     = 'https://git.mall.example/ios/MLSearch'
  s.license      = { :type => 'Proprietary' }
  s.author       = { 'Mall iOS' => 'ios@mall.example' }
  s.source       = { :git => 'https://git.mall.example/ios/MLSearch.git', :tag => s.version.to_s }
  s.swift_version = '5.9'
  s.ios.deployment_target = '13.0'
  # CocoaPods builds search as one pod: the package's three targets in one module.
  s.source_files = 'Sources/MLSearch/**/*.swift'
  s.dependency 'MLMediator'
end
