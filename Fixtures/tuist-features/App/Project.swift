import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Haul",
    organizationName: Haul.organization,
    targets: [
        .target(
            name: "Haul",
            destinations: Haul.destinations,
            product: .app,
            bundleId: Haul.bundleIdPrefix,
            deploymentTargets: Haul.deploymentTargets,
            infoPlist: .extendingDefault(with: [
                "CFBundleDisplayName": "Haul",
                "UILaunchScreen": [:],
            ]),
            sources: ["Sources/**"],
            dependencies: [
                .Feature.home,
                .Feature.catalog,
                .Feature.cart,
                .Feature.orders,
                .Interface.catalog,
                .Interface.cart,
                .Interface.orders,
                .Core.networking,
                .Core.designSystem,
                .Core.common,
            ]
        ),
    ]
)
