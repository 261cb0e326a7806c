import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.makeCoreModule(name: "Networking")
