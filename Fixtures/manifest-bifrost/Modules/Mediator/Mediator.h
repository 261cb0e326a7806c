//
//  Mediator.h
//  What the business modules may know about each other: service protocols and route
//  patterns. Nothing in this folder imports a business module.
//

#import <Bifrost/Bifrost.h>

#import "MediatorRoutes.h"
#import "RestaurantModuleService.h"
#import "OrderModuleService.h"
#import "RiderModuleService.h"
#import "PaymentModuleService.h"
