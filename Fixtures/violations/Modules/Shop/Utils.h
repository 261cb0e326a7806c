//
//  Utils.h
//  Shop
//

#import <Foundation/Foundation.h>

/// "20240701123456" -> "2024-0701-123456", the format printed on receipts.
static inline NSString *SHPFormatOrderNumber(NSString *orderNumber) {
    if (orderNumber.length != 14) {
        return orderNumber;
    }
    return [NSString stringWithFormat:@"%@-%@-%@", [orderNumber substringToIndex:4],
            [orderNumber substringWithRange:NSMakeRange(4, 4)], [orderNumber substringFromIndex:8]];
}

static inline BOOL SHPIsValidQuantity(NSInteger quantity) {
    return quantity > 0 && quantity <= 99;
}
