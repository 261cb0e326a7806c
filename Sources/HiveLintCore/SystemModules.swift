/// Apple SDK modules and C library header folders. Imports of these name no module of the
/// tree and are not third-party either: they create nothing.
public enum SystemModules {
    public static func contains(_ name: String) -> Bool { names.contains(name) }

    static let names: Set<String> = [
        // Swift and the runtime
        "Swift", "_Concurrency", "_StringProcessing", "ObjectiveC", "Darwin", "Dispatch", "Foundation", "FoundationEssentials",
        "os", "OSLog", "Combine", "Observation", "SwiftUI", "SwiftData", "Testing", "XCTest", "Glibc", "Musl",
        // UI and app frameworks
        "UIKit", "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "WidgetKit", "ActivityKit", "AppIntents",
        "Intents", "IntentsUI", "UserNotifications", "UserNotificationsUI", "NotificationCenter", "MessageUI", "Messages",
        "SafariServices", "WebKit", "QuickLook", "QuickLookThumbnailing", "PencilKit", "VisionKit", "LinkPresentation",
        "Social", "Accounts", "PhotosUI", "ContactsUI", "EventKitUI", "AddressBookUI", "CarPlay", "StoreKit", "StoreKitTest",
        "GameKit", "GameController", "ReplayKit", "PassKit", "TipKit", "BackgroundTasks", "AppTrackingTransparency", "AdSupport",
        "iAd", "AdServices", "AuthenticationServices", "LocalAuthentication", "DeviceCheck", "FileProvider", "FileProviderUI",
        // Core services
        "CoreFoundation", "CoreGraphics", "QuartzCore", "CoreData", "CoreLocation", "CoreLocationUI", "MapKit", "CoreText",
        "CoreImage", "CoreMedia", "CoreVideo", "CoreMotion", "CoreBluetooth", "CoreServices", "MobileCoreServices",
        "CoreTelephony", "CoreSpotlight", "CoreHaptics", "CoreNFC", "CoreML", "CoreAudio", "CoreAudioKit", "CoreAudioTypes",
        "CoreMIDI", "CoreTransferable", "CFNetwork", "SystemConfiguration", "Security", "CryptoKit", "CommonCrypto",
        "Network", "NetworkExtension", "MultipeerConnectivity", "ExternalAccessory", "CloudKit", "HealthKit", "HomeKit",
        "CallKit", "PushKit", "Contacts", "EventKit", "AddressBook", "Photos", "AssetsLibrary", "ImageIO",
        "UniformTypeIdentifiers", "JavaScriptCore", "NaturalLanguage", "Speech", "Vision", "SoundAnalysis", "CreateML",
        // Media and graphics
        "AVFoundation", "AVKit", "AVFAudio", "AudioToolbox", "AudioUnit", "MediaPlayer", "MediaAccessibility", "VideoToolbox",
        "Metal", "MetalKit", "MetalPerformanceShaders", "GLKit", "OpenGLES", "OpenAL", "SpriteKit", "SceneKit", "ARKit",
        "RealityKit", "ModelIO", "Accelerate", "simd", "GameplayKit",
        // C headers reached as <dir/name.h>
        "objc", "sys", "mach", "mach-o", "libkern", "dispatch", "malloc", "netinet", "netinet6", "arpa", "net", "xlocale",
        "sqlite3", "zlib", "libxml", "libxml2", "CommonCrypto", "Availability", "TargetConditionals", "asl", "notify",
        "pthread", "execinfo", "ifaddrs", "resolv", "dlfcn", "unistd", "stdio", "stdlib", "string", "math", "time",
    ]
}
