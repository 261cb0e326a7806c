//
//  PRFAddressBook.m
//  Shipping addresses saved on this device. Registered in App/BeeHive.bundle/BHService.plist.
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import <Mediator/UserServiceProtocol.h>

static NSString *const kPRFAddressesKey = @"PRFSavedAddresses";

@interface PRFAddressBook : NSObject <AddressServiceProtocol>
@end

@implementation PRFAddressBook

- (NSArray<NSDictionary<NSString *, NSString *> *> *)savedAddresses {
    return [[NSUserDefaults standardUserDefaults] arrayForKey:kPRFAddressesKey] ?: @[];
}

- (NSDictionary<NSString *, NSString *> *)defaultAddress {
    for (NSDictionary<NSString *, NSString *> *address in [self savedAddresses]) {
        if ([address[@"isDefault"] boolValue]) {
            return address;
        }
    }
    return [self savedAddresses].firstObject;
}

@end
