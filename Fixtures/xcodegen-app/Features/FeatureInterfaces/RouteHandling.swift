/// Implemented by the app shell.
public protocol RouteHandling: AnyObject {
    func handle(_ route: Route)
}
