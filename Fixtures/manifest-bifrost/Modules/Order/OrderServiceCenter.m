//
//  OrderServiceCenter.m
//

#import "OrderServiceCenter.h"
#import "Common.h"

@interface OrderServiceCenter ()
@property (nonatomic, strong) NSMutableArray<NSDictionary *> *tickets;
@end

@implementation OrderServiceCenter

+ (instancetype)sharedCenter {
    static OrderServiceCenter *center;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        center = [[OrderServiceCenter alloc] init];
        center.tickets = [NSMutableArray array];
    });
    return center;
}

- (void)openTicketForOrder:(NSString *)orderId reason:(OrderServiceTicketReason)reason {
    NSDictionary *ticket = @{@"order": orderId, @"reason": @(reason), @"opened": [NSDate date]};
    @synchronized (self) {
        [self.tickets addObject:ticket];
    }
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:@"https://cs.waimai.example.com/v1/tickets"]];
    request.HTTPMethod = @"POST";
    request.HTTPBody = [NSJSONSerialization dataWithJSONObject:@{@"order_id": orderId, @"reason": @(reason)} options:0 error:nil];
    [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        if (error) {
            CMNLog(@"ticket upload failed: %@", error);
        }
    }] resume];
}

- (NSUInteger)openTicketCount {
    @synchronized (self) {
        return self.tickets.count;
    }
}

@end
