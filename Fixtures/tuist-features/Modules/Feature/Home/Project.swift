import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeFeatureModule(
    name: "Home",
    dependencies: [
        // TODO(HAUL-412): the "Popular this week" shelf reuses Catalog's grid until the grid
        // moves to DesignSystem.
        .Feature.catalog,
        .Interface.catalog,
        .Interface.cart,
        .Core.designSystem,
        .Core.common,
    ],
    includeDemo: false
)
