import ProjectDescription
import ProjectDescriptionHelpers

// Protocols and routes other features use to reach the cart; no implementation, no tests.
let project = Project.makeModule(
    name: Feature.cartInterface.targetName,
    product: .framework,
    hasTests: false
)
