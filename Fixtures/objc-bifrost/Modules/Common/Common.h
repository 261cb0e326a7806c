//
//  Common.h
//  Umbrella header of the Common module. Import this, not the individual headers.
//

#import <UIKit/UIKit.h>

#import "CMNMacros.h"
#import "NSString+CMNPrice.h"
