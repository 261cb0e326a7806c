#import "RCPConstants.h"

NSString * const RCPAppGroupIdentifier = @"group.com.example.recipes";
NSString * const RCPRecipesBucket = @"recipes";
