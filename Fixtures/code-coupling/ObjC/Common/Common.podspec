Pod::Spec.new do |s|
  s.name         = 'Common'
  s.version      = '1.0.0'
  s.summary      = 'Pocket Mall Common.'
  s.homepage     = 'https://git.pocketmall.example/ios/Common'
  s.license      = { :type => 'Proprietary' }
  s.author       = { 'Pocket Mall iOS' => 'ios@pocketmall.example' }
  s.source       = { :git => 'https://git.pocketmall.example/ios/Common.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files = 'Common/**/*.{h,m}'
end
