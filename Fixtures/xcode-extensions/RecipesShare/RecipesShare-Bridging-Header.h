#import "RCPConstants.h"
