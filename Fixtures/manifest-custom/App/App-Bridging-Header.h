//
//  App-Bridging-Header.h
//  Objective-C declarations visible to the app's Swift code.
//

#import "APPDeepLinkHandler.h"
