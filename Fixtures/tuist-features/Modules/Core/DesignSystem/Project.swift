import ProjectDescription
import ProjectDescriptionHelpers

// Views only; checked with SwiftUI previews rather than unit tests.
let project = Project.makeCoreModule(
    name: "DesignSystem",
    dependencies: [
        .Core.common,
    ],
    hasTests: false
)
