//
//  FLTFlightsModule.h
//

#import <Foundation/Foundation.h>
#import <VoyageMediator/VoyageMediator.h>

@interface FLTFlightsModule : NSObject <VYFlightsService>
@end
