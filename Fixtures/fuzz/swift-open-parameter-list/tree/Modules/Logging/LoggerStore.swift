public final class LoggerStore {
    public static let shared = LoggerStore()

    public func storeMessage(label: String, message: String) {}
}
