import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "DesignSystem",
    organizationName: Shop.organization,
    targets: [
        .target(
            name: "DesignSystem",
            destinations: .iOS,
            product: .framework,
            bundleId: "\(Shop.organization).designsystem",
            deploymentTargets: Shop.deploymentTargets,
            // SwiftUI previews are for Xcode's canvas only.
            sources: [.glob("Sources/**", excluding: ["Sources/Previews/**"])],
            dependencies: [
                .external(name: "Kingfisher"),
            ]
        ),
    ]
)
