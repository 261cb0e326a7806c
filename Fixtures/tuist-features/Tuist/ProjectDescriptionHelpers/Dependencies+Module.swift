import ProjectDescription

// One constant per module, so manifests read `.Feature.cart`, `.Interface.orders`,
// `.Core.networking` instead of spelling paths.

extension TargetDependency {
    public enum Feature {
        public static let home = TargetDependency.project(target: "Home", path: .relativeToRoot("Modules/Feature/Home"))
        public static let catalog = TargetDependency.project(target: "Catalog", path: .relativeToRoot("Modules/Feature/Catalog"))
        public static let cart = TargetDependency.project(target: "Cart", path: .relativeToRoot("Modules/Feature/Cart"))
        public static let orders = TargetDependency.project(target: "Orders", path: .relativeToRoot("Modules/Feature/Orders"))
    }

    public enum Interface {
        public static let catalog = TargetDependency.project(
            target: "CatalogInterface",
            path: .relativeToRoot("Modules/Interface/CatalogInterface")
        )
        public static let cart = TargetDependency.project(
            target: "CartInterface",
            path: .relativeToRoot("Modules/Interface/CartInterface")
        )
        public static let orders = TargetDependency.project(
            target: "OrdersInterface",
            path: .relativeToRoot("Modules/Interface/OrdersInterface")
        )
    }

    public enum Core {
        public static let networking = TargetDependency.project(target: "Networking", path: .relativeToRoot("Modules/Core/Networking"))
        public static let designSystem = TargetDependency.project(target: "DesignSystem", path: .relativeToRoot("Modules/Core/DesignSystem"))
        public static let common = TargetDependency.project(target: "Common", path: .relativeToRoot("Modules/Core/Common"))
    }
}
