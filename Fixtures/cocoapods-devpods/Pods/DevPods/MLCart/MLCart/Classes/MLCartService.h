#import <Foundation/Foundation.h>
#import <MLMediator/MLCartServiceProtocol.h>

@interface MLCartService : NSObject <MLCartServiceProtocol>
@end
