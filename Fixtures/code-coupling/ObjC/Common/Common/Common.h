// Umbrella header of the Common pod.
#import <Foundation/Foundation.h>
#import "CMNMacros.h"
// Added so that the Swift cart could show the item count without a Shop dependency.
#import <Shop/SHPCartManager.h>
