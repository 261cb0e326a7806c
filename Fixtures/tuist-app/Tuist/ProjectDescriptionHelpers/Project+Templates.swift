import ProjectDescription

public enum Shop {
    public static let organization = "com.example.shop"
    public static let deploymentTargets: DeploymentTargets = .iOS("17.0")
}

extension Project {
    /// A µFeature module: a framework target built from `Sources/**` and, unless
    /// `hasTests` is false, a `<name>Tests` unit-test target built from `Tests/**`.
    public static func makeModule(
        name: String,
        product: Product = .staticFramework,
        dependencies: [TargetDependency] = [],
        resources: ResourceFileElements? = nil,
        hasTests: Bool = true,
        additionalTargets: [Target] = []
    ) -> Project {
        let framework: Target = .target(
            name: name,
            destinations: .iOS,
            product: product,
            bundleId: "\(Shop.organization).\(name)",
            deploymentTargets: Shop.deploymentTargets,
            sources: ["Sources/**"],
            resources: resources,
            dependencies: dependencies
        )
        let tests: Target = .target(
            name: "\(name)Tests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(Shop.organization).\(name)Tests",
            deploymentTargets: Shop.deploymentTargets,
            sources: ["Tests/**"],
            dependencies: [.target(name: name)]
        )
        return Project(
            name: name,
            organizationName: Shop.organization,
            targets: [framework] + (hasTests ? [tests] : []) + additionalTargets
        )
    }
}
