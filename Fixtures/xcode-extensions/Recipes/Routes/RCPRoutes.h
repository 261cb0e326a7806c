#import <Foundation/Foundation.h>

/// The URLs the app opens itself at. A header only: it sits in the project's Routes group and
/// in no build phase.
static NSString * const kRouteRecipeDetail = @"recipes://recipe/detail";
