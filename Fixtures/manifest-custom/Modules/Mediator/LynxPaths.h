//
//  LynxPaths.h
//  Paths mapped with -[LXHub mapPath:toBlock:] / LXRouter.map and opened with go.
//  Swift code uses LynxRoutes (LynxRoutes.swift) for the Swift-mapped paths.
//

#import <Foundation/Foundation.h>

/// Wallet: balance and transaction history.
static NSString *const kLXPathWalletBalance = @"lynx://wallet/balance";

/// Coupon: the user's coupons. Query: "amount" (cents) to preselect usable ones.
#define LX_PATH_COUPON_LIST @"lynx://coupon/list"
