#import <Foundation/Foundation.h>
/* hive-lint:disable:next all -- the route table still reads the cart limit from Shop; moves to a service in ARCH-118 */
#import <Shop/SHPCartManager.h>

extern NSString *const MDRShopCartRoute;

static inline NSUInteger MDRShopCartLimit(void) {
    return [SHPCartManager maximumItemCount];
}
