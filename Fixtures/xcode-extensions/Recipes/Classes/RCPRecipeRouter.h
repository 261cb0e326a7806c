#import <Foundation/Foundation.h>

@interface RCPRecipeRouter : NSObject

+ (void)registerRoutes;

@end
