//
//  VoyageFoundation.h
//  Umbrella header of the shared foundation pod.
//

#import <Foundation/Foundation.h>
#import <VoyageFoundation/VYFormatter.h>
#import <VoyageFoundation/UIColor+VYTheme.h>
