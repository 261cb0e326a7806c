//
//  HTLHotelsModule.h
//

#import <Foundation/Foundation.h>
#import <VoyageMediator/VoyageMediator.h>

@interface HTLHotelsModule : NSObject <VYHotelsService>
@end
