import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeModule(
    name: Feature.home.targetName,
    dependencies: [
        .feature(.cartInterface),
        .core(.networking),
        .core(.designSystem),
    ],
    resources: ["Resources/**"]
)
