//
//  VYHotelsService.h
//

#import <UIKit/UIKit.h>
#import <Bifrost/Bifrost.h>

NS_ASSUME_NONNULL_BEGIN

@protocol VYHotelsService <BifrostModuleProtocol>

- (UIViewController *)hotelSearchViewControllerForCity:(NSString *)cityCode checkIn:(NSDate *)checkIn;

@end

NS_ASSUME_NONNULL_END
