#import "Recipe.h"
#import "RCPConstants.h"
#import "RCPRecipeRouter.h"
