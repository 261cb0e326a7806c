@interface CMNRouter
+ (void)open:(id)path;
@end
