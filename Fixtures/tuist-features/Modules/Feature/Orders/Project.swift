import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeFeatureModule(
    name: "Orders",
    dependencies: [
        .Interface.orders,
        .Interface.cart,
        .Core.networking,
        .Core.designSystem,
        .Core.common,
    ],
    includeDemo: false
)
