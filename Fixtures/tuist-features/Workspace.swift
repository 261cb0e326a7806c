import ProjectDescription

let workspace = Workspace(
    name: "Haul",
    projects: [
        "App",
        "Modules/Feature/**",
        "Modules/Interface/**",
        "Modules/Core/**",
    ]
)
