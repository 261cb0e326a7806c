import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeFeatureModule(
    name: "Cart",
    dependencies: [
        .Interface.cart,
        .Interface.orders,
        .Core.designSystem,
    ]
)
