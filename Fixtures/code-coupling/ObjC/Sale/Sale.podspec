Pod::Spec.new do |s|
  s.name               = 'Sale'
  s.version            = '1.0.0'
  s.summary            = 'Pocket Mall flash sales.'
  s.homepage           = 'https://git.pocketmall.example/ios/Sale'
  s.license            = { :type => 'Proprietary' }
  s.author             = { 'Pocket Mall iOS' => 'ios@pocketmall.example' }
  s.source             = { :git => 'https://git.pocketmall.example/ios/Sale.git', :tag => s.version.to_s }
  s.ios.deployment_target = '13.0'
  s.source_files       = 'Sale/**/*.{h,m}'
  s.prefix_header_file = 'Sale/Sale-Prefix.pch'
end
