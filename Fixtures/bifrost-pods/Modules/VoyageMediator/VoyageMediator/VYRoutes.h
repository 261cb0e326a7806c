//
//  VYRoutes.h
//  Route URLs bound by the business modules (Bifrost bindURL:toHandler:).
//

#import <Foundation/Foundation.h>

static NSString * const VYRouteFlightSearch = @"voyage://flights/search";
static NSString * const VYRouteFlightDetail = @"voyage://flights/detail";
static NSString * const VYRouteHotelSearch  = @"voyage://hotels/search";
static NSString * const VYRouteTripList     = @"voyage://trips/list";
static NSString * const VYRouteSignIn       = @"voyage://account/sign-in";

static NSString * const VYRouteParamFlightId = @"flightId";
