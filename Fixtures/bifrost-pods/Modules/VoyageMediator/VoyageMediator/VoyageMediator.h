//
//  VoyageMediator.h
//  What business modules may know about each other: service protocols and route URLs.
//

#import <Bifrost/Bifrost.h>
#import <VoyageMediator/VYRoutes.h>
#import <VoyageMediator/VYFlightsService.h>
#import <VoyageMediator/VYHotelsService.h>
#import <VoyageMediator/VYAccountService.h>
