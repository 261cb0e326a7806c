//
//  Mediator.h
//  Everything business modules may know about each other: service protocols and routes.
//  Nothing in this folder may import a business module.
//

#import <Bifrost/Bifrost.h>

#import "MediatorRoutes.h"
#import "GoodsModuleService.h"
#import "ShopModuleService.h"
#import "SaleModuleService.h"
