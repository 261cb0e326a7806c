import HiveLintCore

/// Names the Apple SDK, the C library and the compiler own. A project that declares one of
/// them (`#define NSLog(...)` in a common header, a Swift `SPManagedObject`-style stand-in
/// named `NSObject`, a C header whose `extern NSString *const Key;` a parse mistook for a
/// declaration of `NSString`) does not make every file using that name depend on it: the name
/// means the SDK's to everyone else, so such declarations are never project symbols.
///
/// The list holds what projects are seen to redefine or what a derailed declaration pass can
/// capture: Foundation and UIKit's everyday classes, protocols and types, logging and
/// assertion functions and macros, availability and nullability macros, and the C and
/// compiler words a header repeats. Anything not here keeps its normal resolution.
public enum SDKSymbols {
    public static func contains(_ name: String) -> Bool { names.contains(name) }

    static let names: Set<String> = [
        // Objective-C runtime and Foundation classes and protocols
        "NSObject", "NSProxy", "Class", "Protocol", "SEL", "IMP", "id", "instancetype",
        "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet",
        "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSNumber", "NSDecimalNumber", "NSData", "NSMutableData",
        "NSDate", "NSDateFormatter", "NSNumberFormatter", "NSCalendar", "NSDateComponents", "NSLocale", "NSTimeZone",
        "NSURL", "NSURLComponents", "NSURLQueryItem", "NSURLRequest", "NSMutableURLRequest", "NSURLResponse", "NSHTTPURLResponse",
        "NSURLSession", "NSURLSessionTask", "NSURLSessionDataTask", "NSURLSessionConfiguration", "NSError", "NSException",
        "NSNotification", "NSNotificationCenter", "NSNotificationName", "NSUserDefaults", "NSBundle", "NSTimer", "NSRunLoop",
        "NSIndexPath", "NSIndexSet", "NSMutableIndexSet", "NSAttributedString", "NSMutableAttributedString", "NSValue",
        "NSOperation", "NSOperationQueue", "NSBlockOperation", "NSThread", "NSLock", "NSRecursiveLock", "NSCondition",
        "NSJSONSerialization", "NSPropertyListSerialization", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSFileManager",
        "NSProcessInfo", "NSCoder", "NSCache", "NSPredicate", "NSSortDescriptor", "NSRegularExpression", "NSScanner",
        "NSCharacterSet", "NSMutableCharacterSet", "NSUUID", "NSNull", "NSHashTable", "NSMapTable", "NSPointerArray",
        "NSEnumerator", "NSInvocation", "NSMethodSignature", "NSManagedObject", "NSManagedObjectContext",
        "NSFetchRequest", "NSFetchedResultsController", "NSPersistentContainer", "NSEntityDescription",
        "NSCopying", "NSMutableCopying", "NSCoding", "NSSecureCoding", "NSFastEnumeration", "NSLocking",
        // UIKit and Core Animation classes and protocols
        "UIResponder", "UIView", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UITableView", "UITableViewCell", "UICollectionView",
        "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewFlowLayout", "UICollectionViewLayout", "UILabel",
        "UIButton", "UIImageView", "UIImage", "UIColor", "UIFont", "UIWindow", "UIApplication", "UIScreen", "UIScrollView",
        "UITextField", "UITextView", "UISearchBar", "UIBarButtonItem", "UINavigationBar", "UINavigationItem", "UITabBar",
        "UITabBarItem", "UIStackView", "UIAlertController", "UIAlertAction", "UIAlertView", "UIActionSheet", "UIControl",
        "UISwitch", "UISlider", "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
        "UIRefreshControl", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
        "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIStoryboard", "UINib", "UIDevice", "UIBezierPath",
        "UIPageViewController", "UITableViewHeaderFooterView", "UIEvent", "UITouch", "UIScene", "UIWindowScene",
        "UIVisualEffectView", "UIBlurEffect", "UIImagePickerController", "UIActivityViewController", "UIPickerView",
        "UIDatePicker", "UIWebView", "UIPasteboard", "UIViewControllerTransitioningDelegate",
        "UIApplicationDelegate", "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UITextFieldDelegate",
        "UITextViewDelegate", "UISearchBarDelegate", "UIGestureRecognizerDelegate", "UINavigationControllerDelegate",
        "UITabBarControllerDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "UIEdgeInsets", "UIEdgeInsetsMake",
        "UIEdgeInsetsZero", "UIInterfaceOrientation", "UIViewContentMode", "UIControlState", "UIControlEvents",
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CAAnimation", "CABasicAnimation", "CAKeyframeAnimation",
        "CADisplayLink", "CATransaction", "WKWebView", "WKNavigationDelegate", "WKUIDelegate", "WKWebViewConfiguration",
        // Scalar and geometry types and their functions
        "NSInteger", "NSUInteger", "CGFloat", "BOOL", "NSTimeInterval", "NSRange", "NSRangePointer", "NSComparisonResult",
        "NSStringEncoding", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CGRectMake", "CGPointMake",
        "CGSizeMake", "CGRectZero", "CGPointZero", "CGSizeZero", "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX",
        "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY", "NSMakeRange", "NSNotFound",
        "CGColorRef", "CGImageRef", "CGContextRef", "CFStringRef", "CFTypeRef", "dispatch_queue_t", "dispatch_block_t",
        "CGColorSpaceRef", "CGDataProviderRef", "CGPathRef", "CGMutablePathRef", "CGGradientRef", "CGFontRef", "CGImageSourceRef",
        "CFDataRef", "CFMutableDataRef", "CFArrayRef", "CFDictionaryRef", "CFURLRef", "CFAllocatorRef", "CTFontRef",
        "UIImageOrientation",
        "dispatch_once_t", "dispatch_time_t", "dispatch_async", "dispatch_sync", "dispatch_after", "dispatch_once",
        "dispatch_get_main_queue", "dispatch_get_global_queue", "dispatch_time",
        // Logging, assertions, localisation, string helpers
        "NSLog", "NSLogv", "NSAssert", "NSAssert1", "NSAssert2", "NSCAssert", "NSParameterAssert", "NSCParameterAssert",
        "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSStringFromClass",
        "NSClassFromString", "NSStringFromSelector", "NSSelectorFromString", "NSStringFromProtocol", "NSProtocolFromString",
        "NSStringFromCGRect", "NSStringFromCGPoint", "NSStringFromCGSize", "NSStringFromRange", "NSHomeDirectory",
        "NSTemporaryDirectory", "NSSearchPathForDirectoriesInDomains", "printf", "fprintf", "assert", "abort",
        // Availability, nullability, linkage and Swift-interop macros
        "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM",
        "NS_STRING_ENUM", "NS_EXTENSIBLE_STRING_ENUM", "NS_TYPED_ENUM", "NS_TYPED_EXTENSIBLE_ENUM", "FOUNDATION_EXPORT",
        "FOUNDATION_EXTERN", "UIKIT_EXTERN", "UIKIT_STATIC_INLINE", "NS_INLINE", "CG_INLINE", "CG_EXTERN", "CF_EXPORT", "CF_EXTERN", "CF_INLINE",
        "CA_EXTERN", "OBJC_EXPORT", "OBJC_EXTERN", "FOUNDATION_STATIC_INLINE", "CF_EXTERN_C_BEGIN", "CF_EXTERN_C_END", "NS_SWIFT_NAME",
        "NS_SWIFT_UNAVAILABLE", "NS_REFINED_FOR_SWIFT", "NS_SWIFT_UI_ACTOR", "NS_DESIGNATED_INITIALIZER", "NS_UNAVAILABLE",
        "NS_REQUIRES_SUPER", "NS_AVAILABLE", "NS_AVAILABLE_IOS", "NS_DEPRECATED", "NS_DEPRECATED_IOS", "NS_CLASS_AVAILABLE_IOS",
        "NS_ENUM_AVAILABLE_IOS", "NS_EXTENSION_UNAVAILABLE_IOS", "NS_NOESCAPE", "NS_RETURNS_RETAINED", "NS_FORMAT_FUNCTION",
        "API_AVAILABLE", "API_UNAVAILABLE", "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT", "__API_AVAILABLE",
        "IBOutlet", "IBOutletCollection", "IBAction", "IBInspectable", "IB_DESIGNABLE",
        "__BEGIN_DECLS", "__END_DECLS", "__deprecated", "__deprecated_msg", "__unused", "__attribute__", "__OBJC__",
        "__cplusplus", "__IPHONE_OS_VERSION_MIN_REQUIRED", "__IPHONE_OS_VERSION_MAX_ALLOWED", "TARGET_OS_IPHONE",
        "TARGET_OS_IOS", "TARGET_OS_SIMULATOR", "TARGET_IPHONE_SIMULATOR", "TARGET_OS_MACCATALYST", "TARGET_OS_WATCH",
        "TARGET_OS_TV", "TARGET_OS_OSX", "DEBUG", "NDEBUG",
        // C and compiler words a header repeats
        "YES", "NO", "nil", "Nil", "NULL", "MIN", "MAX", "ABS", "CLAMP", "__FILE__", "__LINE__", "__FUNCTION__",
        "__PRETTY_FUNCTION__", "__func__", "__weak", "__strong", "__block", "__unsafe_unretained", "__kindof",
        "nullable", "nonnull", "_Nullable", "_Nonnull", "null_unspecified", "size_t", "int8_t", "int16_t", "int32_t",
        "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "bool", "true", "false",
    ]

    /// Whether a Swift name is the Swift standard library's or Foundation's (`swiftStandardNames`):
    /// what a file means by it without importing a module of the tree that declares it again
    /// (a folder module's `public struct Hashable<Type>`, protoncore's Crypto, is not another
    /// folder's `Hashable` conformance).
    public static func isSwiftStandard(_ name: String) -> Bool { swiftStandardNames.contains(name) }

    /// The Swift standard library's protocols and types, and Foundation's value types, that
    /// every Swift file sees without an import of the project's. (Not the names apps give their
    /// own models too: `Task`, `Notification`, `Calendar`, `Measurement`, `Actor`.)
    static let swiftStandardNames: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable", "Sendable", "Error",
        "Result", "Optional", "Array", "ContiguousArray", "ArraySlice", "Dictionary", "Set", "String", "Substring", "Character",
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "Never", "Void", "Any", "AnyObject", "AnyHashable", "AnyClass", "Collection", "Sequence", "IteratorProtocol",
        "RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection",
        "RawRepresentable", "CaseIterable", "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByFloatLiteral", "Range", "ClosedRange",
        "Numeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint",
        "StringProtocol", "MainActor", "AsyncSequence", "AsyncStream", "AsyncThrowingStream",
        "AsyncIteratorProtocol", "Unmanaged", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
        "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
        "OpaquePointer", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "ObjectIdentifier",
        "URL", "URLComponents", "URLQueryItem", "URLRequest", "Date", "DateComponents", "UUID", "Data", "Decimal", "TimeInterval",
        "IndexPath", "IndexSet", "Locale", "TimeZone", "CharacterSet",
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "DispatchQueue", "DispatchGroup",
        "DispatchSemaphore", "DispatchWorkItem", "DispatchTime", "OperationQueue", "NotificationCenter", "UserDefaults",
        "FileManager", "Bundle", "ProcessInfo", "URLSession", "URLSessionConfiguration", "URLResponse", "HTTPURLResponse",
    ]

    /// Whether SwiftUI declares a type of this name (`swiftUINames`).
    public static func isSwiftUI(_ name: String) -> Bool { swiftUINames.contains(name) }

    /// SwiftUI's views, shapes and value types that design systems name their own types too
    /// (a theme module's `struct Image`, `enum Color`, `struct Button`).
    static let swiftUINames: Set<String> = [
        "View", "Text", "Image", "Color", "Font", "Button", "Label", "Link", "List", "Form", "Section", "Toggle", "Picker", "Menu",
        "Group", "Spacer", "Divider", "Path", "Shape", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Gradient",
        "LinearGradient", "RadialGradient", "AngularGradient", "Angle", "Animation", "Transaction", "Binding", "State", "Environment",
        "ScrollView", "NavigationView", "NavigationStack", "NavigationLink", "TabView", "Tab", "Stepper", "Slider", "ProgressView",
        "TextField", "SecureField", "TextEditor", "DatePicker", "ColorPicker", "Alert", "Gauge", "Grid", "GridRow", "Table",
        "Layout", "Canvas", "Material", "ShapeStyle", "EdgeInsets", "Edge", "Axis", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "ContentMode", "Visibility", "ToolbarItem", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "GridItem", "ForEach", "GeometryReader", "AsyncImage", "Scene", "App",
        "WindowGroup", "Window", "Settings", "Namespace", "AnyTransition", "AnyView", "EmptyView",
    ]

    /// Whether a C or Objective-C declaration's name is the language's or the C library's
    /// (`SDKSymbols.contains`, and `cNames`). Swift may name its own functions so (`func
    /// register()`, `func free()`): those are not.
    public static func containsC(_ name: String) -> Bool { names.contains(name) || cNames.contains(name) }

    /// C keywords and built-in types, C++'s keywords, the C library's and Darwin's standard
    /// types and its functions (`CLanguage`).
    static let cNames = CLanguage.keywords.union(CLanguage.cppKeywords).union(CLanguage.libraryNames)
}
