//
//  Mediator.h
//  Service protocols and Lynx paths shared by the business modules.
//

#import <Lynx/LXHub.h>

#import "LynxPaths.h"
#import "AccountService.h"
#import "CouponService.h"
#import "RiskControlService.h"
#import "WalletService.h"
