//
//  RiderModule.m
//

#import "RiderModule.h"
#import "RDRTrackingViewController.h"
#import "Common.h"
#import <MapKit/MapKit.h>
#import <Mediator/Mediator.h>

@interface RiderModule ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSValue *> *locations;
@property (nonatomic, strong) NSMutableDictionary<NSString *, RiderLocationUpdate> *observers;
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSDate *> *arrivals;
@end

@implementation RiderModule

+ (void)load {
    BFRegister(RiderModuleService);
    BFRegister(RiderLocationService);
    /* Dispatch API of 3.1, replaced by RiderModuleService:
    BFRegister(RiderDispatchService);
    */
}

+ (instancetype)sharedInstance {
    static RiderModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[RiderModule alloc] init];
        module.locations = [NSMutableDictionary dictionary];
        module.observers = [NSMutableDictionary dictionary];
        module.arrivals = [NSMutableDictionary dictionary];
    });
    return module;
}

- (void)setup {
    [Bifrost bindURL:kRouteRiderTracking toHandler:^id(NSDictionary *parameters) {
        NSString *orderId = parameters[kRouteParamOrderId];
        return orderId ? [[RDRTrackingViewController alloc] initWithOrderId:orderId] : nil;
    }];
    [Bifrost bindURL:@"//rider/chat" toHandler:^id(NSDictionary *parameters) {
        UIViewController *chat = [[UIViewController alloc] init];
        chat.title = [NSString stringWithFormat:@"Rider of %@", parameters[kRouteParamOrderId]];
        return chat;
    }];
}

#pragma mark - RiderModuleService

- (void)requestRiderForOrder:(NSString *)orderId pickupAddress:(NSString *)pickupAddress completion:(RiderAssignCompletion)completion {
    NSURLComponents *components = [NSURLComponents componentsWithString:@"https://dispatch.waimai.example.com/v1/assign"];
    components.queryItems = @[[NSURLQueryItem queryItemWithName:@"order" value:orderId],
                              [NSURLQueryItem queryItemWithName:@"pickup" value:pickupAddress]];
    [[[NSURLSession sharedSession] dataTaskWithURL:components.URL completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        NSTimeInterval eta = [json[@"eta_seconds"] doubleValue];
        @synchronized (self) {
            self.arrivals[orderId] = [NSDate dateWithTimeIntervalSinceNow:eta];
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(json[@"rider_name"], error);
        });
    }] resume];
}

- (NSTimeInterval)estimatedArrivalOfOrder:(NSString *)orderId {
    @synchronized (self) {
        NSDate *arrival = self.arrivals[orderId];
        return arrival ? MAX(0, arrival.timeIntervalSinceNow) : -1;
    }
}

#pragma mark - RiderLocationService

- (CLLocationCoordinate2D)lastKnownLocationForOrder:(NSString *)orderId {
    @synchronized (self) {
        NSValue *value = self.locations[orderId];
        return value ? value.MKCoordinateValue : kCLLocationCoordinate2DInvalid;
    }
}

- (void)observeLocationForOrder:(NSString *)orderId update:(RiderLocationUpdate)update {
    @synchronized (self) {
        self.observers[orderId] = [update copy];
    }
}

- (void)stopObservingOrder:(NSString *)orderId {
    @synchronized (self) {
        [self.observers removeObjectForKey:orderId];
    }
}

/// Called by the push channel when the rider app reports a position.
- (void)didReceiveLocation:(CLLocationCoordinate2D)coordinate forOrder:(NSString *)orderId delivered:(BOOL)delivered {
    RiderLocationUpdate update;
    @synchronized (self) {
        self.locations[orderId] = [NSValue valueWithMKCoordinate:coordinate];
        update = self.observers[orderId];
    }
    if (update) {
        dispatch_async(dispatch_get_main_queue(), ^{ update(coordinate); });
    }
    if (delivered) {
        [BFModule(OrderModuleService) markOrder:orderId deliveredAt:[NSDate date]];
    }
}

@end
