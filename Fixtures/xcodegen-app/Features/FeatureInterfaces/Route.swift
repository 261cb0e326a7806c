/// Every place a feature can send the user. Features never construct each other's screens;
/// they hand a route to whoever handles routes (the app coordinator).
public enum Route: Hashable {
    case search(query: String)
    case profile(userID: String)
}
