public enum Log {
    public static func write(_ message: String) {
        print(message)
    }
}
