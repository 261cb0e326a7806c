import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeInterfaceModule(name: "CatalogInterface")
