// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "MLSearch",
    platforms: [.iOS(.v13)],
    products: [
        .library(name: "MLSearchKit", targets: ["MLSearch"]),
    ],
    targets: [
        .target(name: "MLSearch", dependencies: ["MLSearchCore"]),
        .target(name: "MLSearchCore", dependencies: ["MLSearchAnalytics"], exclude: ["Fixtures"]),
        .target(name: "MLSearchAnalytics"),
    ]
)
