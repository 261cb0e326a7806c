// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16)],
    products: [
        .executable(name: "ShopApp", targets: ["ShopApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/Swinject/Swinject.git", from: "2.8.0"),
    ],
    targets: [
        // App shell: wires features together, owns the DI container.
        .executableTarget(
            name: "ShopApp",
            dependencies: [
                "HomeFeature", "GoodsFeature", "CartFeature",
                "GoodsInterface", "CartInterface",
                "Networking", "DesignSystem", "CoreKit",
                .product(name: "Swinject", package: "Swinject"),
            ],
            path: "Sources/ShopApp"
        ),

        // Features. They only see each other through the *Interface targets.
        .target(name: "HomeFeature", dependencies: ["GoodsInterface", "CartInterface", "DesignSystem", "CoreKit"]),
        .target(name: "GoodsFeature", dependencies: ["GoodsInterface", "CartInterface", "Networking", "DesignSystem", "CoreKit"]),
        .target(name: "CartFeature", dependencies: ["CartInterface", "GoodsInterface", "Networking", "DesignSystem", "CoreKit"]),

        // Contracts shared between features: service protocols, routes, DTOs.
        .target(name: "GoodsInterface", dependencies: ["CoreKit"]),
        .target(name: "CartInterface", dependencies: ["CoreKit"]),

        // Capabilities with no product knowledge.
        .target(name: "Networking", dependencies: ["CoreKit"]),
        .target(name: "DesignSystem"),
        .target(name: "CoreKit"),

        .testTarget(name: "GoodsFeatureTests", dependencies: ["GoodsFeature"]),
    ]
)
