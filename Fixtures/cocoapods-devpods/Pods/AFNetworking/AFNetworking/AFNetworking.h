// Minimal stand-in for the installed third-party pod.
#import <Foundation/Foundation.h>
#import "AFHTTPSessionManager.h"
