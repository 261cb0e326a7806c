// swift-tools-version: 6.0
// hive-lint: a static dependency linter for modular Swift and Objective-C iOS codebases.
//
// The targets follow the pipeline, bottom to top:
//   HiveLintCore      vocabulary (value types only, Foundation only)
//   HiveLintConfig    rules.json: decoding with every problem reported at once
//   HiveLintScan      walking the tree, file kinds, globs
//   HiveLintDiscovery modules from SwiftPM, CocoaPods, Xcode, Tuist, XcodeGen, folders
//   HiveLintSwift     Swift front end (swift-syntax) -> language-neutral events
//   HiveLintObjC      Objective-C front end (libclang, loaded lazily) -> events
//   HiveLintGraph     events -> module dependency graph with evidence
//   HiveLintManifest  framework recognizers -> service and route manifest
//   HiveLintClassify  module kinds, each with its reason
//   HiveLintRules     one file per rule type
//   HiveLintReport    one file per output format
//   HiveLintCache     the persistent per-file parse cache (compact binary) and the run memo
//   HiveLintPipeline  runs the stages in order
//   hive-lint         the command line (argument parsing only)
//   hive-lint-bench   benchmarks: synthetic trees and timed runs
import PackageDescription

/// Where libclang's C headers live. Debian's libclang-dev puts them under /usr/lib/llvm-14;
/// Homebrew's llvm under its prefix. Missing directories are ignored by the compiler, and
/// HIVE_LINT_CLANG_INCLUDE (read here, at build time) adds one more.
var clangIncludeFlags: [String] = [
    "-I/usr/lib/llvm-14/include",
    "-I/opt/homebrew/opt/llvm/include",
    "-I/usr/local/opt/llvm/include",
]
if let extra = Context.environment["HIVE_LINT_CLANG_INCLUDE"], !extra.isEmpty {
    clangIncludeFlags.insert("-I\(extra)", at: 0)
}

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "hive-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hive-lint", targets: ["hive-lint"]),
        .executable(name: "hive-lint-bench", targets: ["hive-lint-bench"]),
        .library(name: "HiveLintPipeline", targets: ["HiveLintPipeline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
    ],
    targets: [
        .target(name: "HiveLintCore", swiftSettings: swiftSettings),
        .target(name: "HiveLintConfig", dependencies: ["HiveLintCore"], swiftSettings: swiftSettings),
        .target(name: "HiveLintScan", dependencies: ["HiveLintCore"], swiftSettings: swiftSettings),
        .target(
            name: "HiveLintDiscovery",
            dependencies: [
                "HiveLintCore", "HiveLintConfig", "HiveLintScan",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "HiveLintSwift",
            dependencies: [
                "HiveLintCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // A tiny C shim that loads libclang with dlopen on first use, so runs without
        // Objective-C never pay for (or need) libclang.
        .target(
            name: "CLibClang",
            cSettings: [.unsafeFlags(clangIncludeFlags)],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .target(
            name: "HiveLintObjC",
            dependencies: ["HiveLintCore", "CLibClang"],
            swiftSettings: swiftSettings + [.unsafeFlags(clangIncludeFlags.flatMap { ["-Xcc", $0] })]
        ),
        .target(name: "HiveLintGraph", dependencies: ["HiveLintCore", "HiveLintScan"], swiftSettings: swiftSettings),
        .target(name: "HiveLintManifest", dependencies: ["HiveLintCore"], swiftSettings: swiftSettings),
        .target(name: "HiveLintCache", dependencies: ["HiveLintCore"], swiftSettings: swiftSettings),
        .target(
            name: "HiveLintParse", dependencies: ["HiveLintCore", "HiveLintScan", "HiveLintSwift", "HiveLintObjC", "HiveLintCache"],
            swiftSettings: swiftSettings),
        .target(name: "HiveLintClassify", dependencies: ["HiveLintCore", "HiveLintConfig", "HiveLintScan"], swiftSettings: swiftSettings),
        .target(name: "HiveLintRules", dependencies: ["HiveLintCore", "HiveLintConfig", "HiveLintScan"], swiftSettings: swiftSettings),
        // The graph page's template, style and script are compiled into the binary (no bundle to ship).
        .target(
            name: "HiveLintReport", dependencies: ["HiveLintCore"], exclude: ["report.schema.json"],
            resources: [.embedInCode("Graph/graph.html"), .embedInCode("Graph/graph.css"), .embedInCode("Graph/graph.js")],
            swiftSettings: swiftSettings),
        .target(
            name: "HiveLintPipeline",
            dependencies: [
                "HiveLintCore", "HiveLintConfig", "HiveLintScan", "HiveLintDiscovery", "HiveLintParse", "HiveLintGraph", "HiveLintManifest",
                "HiveLintCache", "HiveLintClassify", "HiveLintRules", "HiveLintReport",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "hive-lint",
            dependencies: [
                "HiveLintPipeline", "HiveLintCore", "HiveLintReport", "HiveLintConfig", "HiveLintCache", "HiveLintRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // Benchmarks (issue: speed at scale): a synthetic tree generator and a timed run with
        // the floors it is compared to. Build in release: swift build -c release --product hive-lint-bench
        .executableTarget(
            name: "hive-lint-bench",
            dependencies: [
                "HiveLintPipeline", "HiveLintCore", "HiveLintObjC",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "HiveLintTests",
            dependencies: [
                "HiveLintCore", "HiveLintConfig", "HiveLintScan", "HiveLintDiscovery", "HiveLintSwift",
                "HiveLintObjC", "HiveLintGraph", "HiveLintManifest", "HiveLintCache", "HiveLintParse", "HiveLintClassify", "HiveLintRules",
                "HiveLintReport", "HiveLintPipeline",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
