//
//  ACCAccountModule.h
//

#import <Foundation/Foundation.h>
#import <VoyageMediator/VoyageMediator.h>

@interface ACCAccountModule : NSObject <VYAccountService>
@end
