import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeInterfaceModule(
    name: "OrdersInterface",
    dependencies: [
        .Interface.cart,
    ]
)
