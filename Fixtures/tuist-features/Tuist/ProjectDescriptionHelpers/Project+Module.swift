import ProjectDescription

// Every module project lays its targets out the same way:
//
//   Modules/<Layer>/<Name>/
//     Project.swift
//     Targets/<Name>/Sources/**       the framework
//     Targets/<Name>/Tests/**         its unit tests
//     Targets/<Name>Demo/Sources/**   a small app running the feature alone (features only)

extension Project {
    /// A feature (a tab or a flow of the app): a static framework, its unit tests and, unless
    /// `includeDemo` is false, a `<name>Demo` app that runs the feature on its own.
    public static func makeFeatureModule(
        name: String,
        dependencies: [TargetDependency],
        includeDemo: Bool = true
    ) -> Project {
        let framework: Target = .target(
            name: name,
            destinations: Haul.destinations,
            product: .staticFramework,
            bundleId: "\(Haul.bundleIdPrefix).feature.\(name)",
            deploymentTargets: Haul.deploymentTargets,
            sources: ["Targets/\(name)/Sources/**"],
            dependencies: dependencies
        )
        let tests: Target = .target(
            name: "\(name)Tests",
            destinations: Haul.destinations,
            product: .unitTests,
            bundleId: "\(Haul.bundleIdPrefix).feature.\(name)Tests",
            deploymentTargets: Haul.deploymentTargets,
            sources: ["Targets/\(name)/Tests/**"],
            dependencies: [.target(name: name)]
        )
        let demo: Target = .target(
            name: "\(name)Demo",
            destinations: Haul.destinations,
            product: .app,
            bundleId: "\(Haul.bundleIdPrefix).feature.\(name)Demo",
            deploymentTargets: Haul.deploymentTargets,
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Targets/\(name)Demo/Sources/**"],
            dependencies: [.target(name: name)]
        )
        return Project(
            name: name,
            organizationName: Haul.organization,
            targets: [framework, tests] + (includeDemo ? [demo] : [])
        )
    }

    /// The public contract of a feature: protocols and the value types they pass around. A
    /// dynamic framework with no tests and nothing to run.
    public static func makeInterfaceModule(
        name: String,
        dependencies: [TargetDependency] = []
    ) -> Project {
        Project(
            name: name,
            organizationName: Haul.organization,
            targets: [
                .target(
                    name: name,
                    destinations: Haul.destinations,
                    product: .framework,
                    bundleId: "\(Haul.bundleIdPrefix).interface.\(name)",
                    deploymentTargets: Haul.deploymentTargets,
                    sources: ["Targets/\(name)/Sources/**"],
                    dependencies: dependencies
                ),
            ]
        )
    }

    /// A capability every feature may use (networking, design system, formatting): a static
    /// framework and, unless `hasTests` is false, its unit tests.
    public static func makeCoreModule(
        name: String,
        dependencies: [TargetDependency] = [],
        hasTests: Bool = true
    ) -> Project {
        let framework: Target = .target(
            name: name,
            destinations: Haul.destinations,
            product: .staticFramework,
            bundleId: "\(Haul.bundleIdPrefix).core.\(name)",
            deploymentTargets: Haul.deploymentTargets,
            sources: ["Targets/\(name)/Sources/**"],
            dependencies: dependencies
        )
        let tests: Target = .target(
            name: "\(name)Tests",
            destinations: Haul.destinations,
            product: .unitTests,
            bundleId: "\(Haul.bundleIdPrefix).core.\(name)Tests",
            deploymentTargets: Haul.deploymentTargets,
            sources: ["Targets/\(name)/Tests/**"],
            dependencies: [.target(name: name)]
        )
        return Project(
            name: name,
            organizationName: Haul.organization,
            targets: [framework] + (hasTests ? [tests] : [])
        )
    }
}
