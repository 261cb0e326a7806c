import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "ShopApp",
    organizationName: Shop.organization,
    targets: [
        .target(
            name: "ShopApp",
            destinations: .iOS,
            product: .app,
            bundleId: "\(Shop.organization).app",
            deploymentTargets: Shop.deploymentTargets,
            infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
            sources: ["Sources/**"],
            dependencies: [
                .feature(.home),
                .feature(.cart),
                .feature(.cartInterface),
                .feature(.search),
                .core(.networking),
                .core(.designSystem),
            ]
        ),
        .target(
            name: "ShopAppUITests",
            destinations: .iOS,
            product: .uiTests,
            bundleId: "\(Shop.organization).app.uitests",
            deploymentTargets: Shop.deploymentTargets,
            sources: ["UITests/**"],
            dependencies: [.target(name: "ShopApp")]
        ),
    ]
)
