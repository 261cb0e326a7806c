import ProjectDescription

let workspace = Workspace(
    name: "Shop",
    projects: [
        "Projects/App",
        "Projects/Features/**",
        "Projects/Core/**",
    ]
)
