Pod::Spec.new do |s|
  s.name         = 'Shop'
  s.version      = '1.0.0'
  s.summary      = 'Pocket Mall Shop.'
  s.homepage     = 'https://git.pocketmall.example/ios/Shop'
  s.license      = { :type => 'Proprietary' }
  s.author       = { 'Pocket Mall iOS' => 'ios@pocketmall.example' }
  s.source       = { :git => 'https://git.pocketmall.example/ios/Shop.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files = 'Shop/**/*.{h,m}'
end
