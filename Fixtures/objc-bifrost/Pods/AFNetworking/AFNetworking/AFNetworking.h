//
//  AFNetworking.h
//  Umbrella header (vendored subset: session manager only).
//

#import <Foundation/Foundation.h>

#ifndef _AFNETWORKING_
#define _AFNETWORKING_

#import "AFHTTPSessionManager.h"

#endif
