//
//  TravelUI.h
//  TravelUI
//

#import <Foundation/Foundation.h>

//! Project version number for TravelUI.
FOUNDATION_EXPORT double TravelUIVersionNumber;

//! Project version string for TravelUI.
FOUNDATION_EXPORT const unsigned char TravelUIVersionString[];

#import <TravelUI/TRVBadgeView.h>
