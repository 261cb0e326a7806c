import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeFeatureModule(
    name: "Catalog",
    dependencies: [
        .Interface.catalog,
        .Interface.cart,
        .Core.networking,
        .Core.designSystem,
    ]
)
