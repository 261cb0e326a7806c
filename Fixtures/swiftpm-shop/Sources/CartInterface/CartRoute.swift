/// Routes CartFeature answers.
public enum CartRoute {
    public static let cart = "shop://cart"
    /// Checkout for the current cart. No parameters.
    public static let checkout = "shop://cart/checkout"
}
