//
//  USRUserRouter.m
//  Registers the User module's URLs with MGJRouter when the class is loaded.
//

#import "USRAccountStore.h"
#import "USRProfileViewController.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface USRUserRouter : NSObject
@end

@implementation USRUserRouter

+ (void)load {
    [MGJRouter registerURLPattern:kURLUserProfile toHandler:^(NSDictionary *routerParameters) {
        USRProfileViewController *profile = [[USRProfileViewController alloc] initWithUserID:routerParameters[@"uid"]];
        profile.source = routerParameters[@"from"];
        [UIViewController cmn_showViewController:profile];
    }];
    [MGJRouter registerURLPattern:kURLUserFollowers toHandler:^(NSDictionary *routerParameters) {
        USRProfileViewController *profile = [[USRProfileViewController alloc] initWithUserID:routerParameters[@"uid"]];
        profile.showsFollowers = YES;
        [UIViewController cmn_showViewController:profile];
    }];
    [MGJRouter registerURLPattern:@"mgj://account/current" toObjectHandler:^id(NSDictionary *routerParameters) {
        USRAccountStore *store = [USRAccountStore sharedStore];
        if ([routerParameters[MGJRouterParameterUserInfo][@"refresh"] boolValue]) {
            [store refreshCurrentUser];
        }
        return store.currentUser;
    }];
    [MGJRouter registerURLPattern:kURLBlockUser toHandler:^(NSDictionary *routerParameters) {
        NSString *uid = routerParameters[@"uid"];
        UIAlertController *sheet = [UIAlertController alertControllerWithTitle:@"Block this user?"
                                                                       message:@"They will not be able to follow you or message you."
                                                                preferredStyle:UIAlertControllerStyleActionSheet];
        [sheet addAction:[UIAlertAction actionWithTitle:@"Block" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
            [[USRAccountStore sharedStore] blockUser:uid];
        }]];
        [sheet addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
        [[UIViewController cmn_topViewController] presentViewController:sheet animated:YES completion:nil];
    }];
    /* Profile editing moved into the settings app extension in 5.2.
    [MGJRouter registerURLPattern:@"mgj://user/:uid/edit" toHandler:^(NSDictionary *routerParameters) {
        [UIViewController cmn_showViewController:[[USRProfileViewController alloc] initWithUserID:routerParameters[@"uid"]]];
    }];
    */
}

@end
