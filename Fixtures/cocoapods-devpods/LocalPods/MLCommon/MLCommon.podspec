Pod::Spec.new do |s|
  s.name             = 'MLCommon'
  s.version          = '2.3.0'
  s.summary          = 'Macros, categories and formatting shared by every Mall module.'
  s.homepage         = 'https://git.mall.example/ios/MLCommon'
  s.license          = { :type => 'Proprietary' }
  s.author           = { 'Mall iOS' => 'ios@mall.example' }
  s.source           = { :git => 'https://git.mall.example/ios/MLCommon.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files     = 'MLCommon/Classes/**/*.{h,m}'
  s.public_header_files = 'MLCommon/Classes/**/*.h'
  s.frameworks       = 'UIKit', 'Foundation'
end
