import ProjectDescription

let config = Config(
    compatibleXcodeVersions: .upToNextMajor("16.0"),
    swiftVersion: "6.0"
)
