import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: "CartFeature",
    dependencies: [
        .feature(.cartInterface),
        .core(.networking),
        .core(.designSystem),
    ]
)
