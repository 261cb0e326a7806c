// swift-tools-version: 6.0
import PackageDescription

#if TUIST
import struct ProjectDescription.PackageSettings

let packageSettings = PackageSettings(
    productTypes: ["Kingfisher": .framework]
)
#endif

let package = Package(
    name: "ShopDependencies",
    dependencies: [
        .package(url: "https://github.com/onevcat/Kingfisher", from: "8.1.0"),
    ]
)
