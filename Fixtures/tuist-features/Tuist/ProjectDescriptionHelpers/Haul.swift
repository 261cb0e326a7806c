import ProjectDescription

/// Settings every Haul target shares.
public enum Haul {
    public static let organization = "Haul Delivery"
    public static let bundleIdPrefix = "com.haul.ios"
    public static let destinations: Destinations = [.iPhone]
    public static let deploymentTargets: DeploymentTargets = .iOS("17.0")
}
