//
//  Mediator.h
//  The only header business modules share: the router and the URL patterns.
//

#import <MGJRouter/MGJRouter.h>

#import "MediatorURLs.h"
