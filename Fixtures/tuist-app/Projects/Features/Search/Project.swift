import ProjectDescription
import ProjectDescriptionHelpers

// The playground app is only generated on demand: SEARCH_PLAYGROUND=1 tuist generate
let playgroundTargets: [Target] = ProcessInfo.processInfo.environment["SEARCH_PLAYGROUND"] != nil
    ? [
        .target(
            name: "SearchPlayground",
            destinations: .iOS,
            product: .app,
            bundleId: "\(Shop.organization).search.playground",
            sources: ["Playground/**"],
            dependencies: [.target(name: "SearchFeature")]
        ),
    ]
    : []

let project = Project.makeModule(
    name: "SearchFeature",
    dependencies: [
        .core(.networking),
        .core(.designSystem),
        // Kept from the "add to cart from search results" experiment, removed in 2.3.
        .feature(.cartInterface),
    ],
    additionalTargets: playgroundTargets
)
