// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PocketMallFeatures",
    platforms: [.iOS(.v15)],
    targets: [
        .target(name: "Mediator", path: "Swift/Mediator"),
        .target(name: "DesignSystem", path: "Swift/DesignSystem"),
        .target(name: "Profile", dependencies: ["Mediator", "DesignSystem"], path: "Swift/Profile"),
        .target(name: "Cart", dependencies: ["Mediator", "Profile"], path: "Swift/Cart"),
    ]
)
