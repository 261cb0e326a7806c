//
//  MediatorURLs.h
//  URL patterns registered with MGJRouter by the business modules. Open them with a
//  concrete value in place of each ":placeholder", e.g. mgj://user/10086.
//

#import <Foundation/Foundation.h>

#pragma mark - User

/// A user's profile page. Placeholder: uid.
#define kURLUserProfile @"mgj://user/:uid"
/// Who follows a user. Placeholder: uid.
#define kURLUserFollowers @"mgj://user/:uid/followers"
/// Confirmation sheet for blocking a user. Placeholder: uid.
#define kURLBlockUser @"mgj://block/:uid"

#pragma mark - Feed

/// A single post. Placeholder: fid.
extern NSString *const kURLFeedDetail;
/// Comments of a post. Placeholder: fid.
extern NSString *const kURLFeedComments;
/// Posts tagged with a topic, e.g. mgj://话题/周末去哪儿. Placeholder: name.
#define kURLTopic @"mgj://话题/:name"

#pragma mark - Message

/// One-to-one chat. Placeholder: peer (the other user's uid). userInfo: "draft".
extern NSString *const kURLMessageChat;
/// Object URL: the unread message count as an NSNumber.
extern NSString *const kURLMessageUnread;
