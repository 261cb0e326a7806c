public final class Router {
    public static let shared = Router()

    public func register(_ pattern: String, handler: @escaping ([String: String]) -> AnyObject?) {}
}
