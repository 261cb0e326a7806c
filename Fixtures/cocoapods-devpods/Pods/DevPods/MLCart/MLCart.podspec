Pod::Spec.new do |s|
  s.name         = 'MLCart'
  s.version      = '1.8.2'
  s.summary      = 'Shopping cart: service, badge and cart page.'
  s.homepage     = 'https://git.mall.example/ios/MLCart'
  s.license      = { :type => 'Proprietary' }
  s.author       = { 'Mall iOS' => 'ios@mall.example' }
  s.source       = { :git => 'https://git.mall.example/ios/MLCart.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files = 'MLCart/Classes/**/*.{h,m}'
  s.dependency 'MLMediator'
end
