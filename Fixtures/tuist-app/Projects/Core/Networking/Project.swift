import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Networking",
    organizationName: Shop.organization,
    targets: [
        .target(
            name: "Networking",
            destinations: .iOS,
            product: .staticFramework,
            bundleId: "\(Shop.organization).networking",
            deploymentTargets: Shop.deploymentTargets,
            sources: ["Sources/**"]
        ),
        .target(
            name: "NetworkingTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "\(Shop.organization).networking.tests",
            deploymentTargets: Shop.deploymentTargets,
            sources: .paths(["Tests"]),
            dependencies: [.target(name: "Networking")]
        ),
    ]
)
