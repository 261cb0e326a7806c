//
//  MediatorURLs.m
//

#import "MediatorURLs.h"

NSString *const kURLFeedDetail = @"mgj://feed/:fid";
NSString *const kURLFeedComments = @"mgj://feed/:fid/comments";

NSString *const kURLMessageChat = @"mgj://message/chat/:peer";
NSString *const kURLMessageUnread = @"mgj://message/unread";
