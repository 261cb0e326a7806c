/// Routes GoodsFeature answers. Parameters are documented next to each route.
public enum GoodsRoute {
    /// The catalogue grid. Optional parameter `category`.
    public static let list = "shop://goods"
    /// One product. Required parameter `id`.
    public static let detail = "shop://goods/detail"

    public enum Parameter {
        public static let id = "id"
        public static let category = "category"
    }
}
