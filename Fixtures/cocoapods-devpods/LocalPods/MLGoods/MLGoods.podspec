Pod::Spec.new do |s|
  s.name             = 'MLGoods'
  s.version          = '3.1.0'
  s.summary          = 'Goods list and detail pages.'
  s.homepage         = 'https://git.mall.example/ios/MLGoods'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Mall iOS' => 'ios@mall.example' }
  s.source           = { :git => 'https://git.mall.example/ios/MLGoods.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'

  s.source_files       = 'MLGoods/Classes/**/*.{h,m}'
  s.prefix_header_file = 'MLGoods/MLGoods-Prefix.pch'

  s.dependency 'MLMediator'
  s.dependency 'MLCommon'
  s.dependency 'AFNetworking', '~> 4.0'
end
