//
//  Common.h
//  Umbrella header of the Common module.
//

#import <UIKit/UIKit.h>

#import "CMNMacros.h"
