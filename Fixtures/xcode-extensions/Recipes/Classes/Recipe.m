#import "Recipe.h"
#import "RCPConstants.h"
#import "RCPLog.h"

@implementation Recipe

@dynamic title, minutes, servings;

+ (NSArray<Recipe *> *)allRecipes {
    NSLog(@"loading recipes from %@", RCPAppGroupIdentifier);
    return [self objectsInBucket:RCPRecipesBucket];
}

@end
