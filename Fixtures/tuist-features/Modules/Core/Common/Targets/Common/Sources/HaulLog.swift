import OSLog

/// The app's loggers, one per area, all under the `com.haul.ios` subsystem.
public enum HaulLog {
    public static let app = Logger(subsystem: "com.haul.ios", category: "app")
    public static let network = Logger(subsystem: "com.haul.ios", category: "network")
    public static let checkout = Logger(subsystem: "com.haul.ios", category: "checkout")
}
