Pod::Spec.new do |s|
  s.name         = 'MLMediator'
  s.version      = '1.0.4'
  s.summary      = 'Service protocols and routes the Mall business modules share.'
  s.homepage     = 'https://git.mall.example/ios/MLMediator'
  s.license      = { :type => 'Proprietary' }
  s.author       = { 'Mall iOS' => 'ios@mall.example' }
  s.source       = { :git => 'https://git.mall.example/ios/MLMediator.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files = 'MLMediator/*.{h,m}'
end
