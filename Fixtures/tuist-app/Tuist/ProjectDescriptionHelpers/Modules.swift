import ProjectDescription

/// Feature projects under `Projects/Features/<rawValue>`.
public enum Feature: String, CaseIterable {
    case home = "Home"
    case cart = "Cart"
    case cartInterface = "CartInterface"
    case search = "Search"

    /// The framework target the feature's project builds: interfaces keep their folder's
    /// name, implementations are `<Name>Feature`.
    public var targetName: String {
        switch self {
        case .cartInterface:
            return rawValue
        default:
            return "\(rawValue)Feature"
        }
    }
}

/// Capability projects under `Projects/Core/<rawValue>`.
public enum Core: String, CaseIterable {
    case networking = "Networking"
    case designSystem = "DesignSystem"
}

extension TargetDependency {
    public static func feature(_ feature: Feature) -> TargetDependency {
        .project(target: feature.targetName, path: .relativeToRoot("Projects/Features/\(feature.rawValue)"))
    }

    public static func core(_ module: Core) -> TargetDependency {
        .project(target: module.rawValue, path: .relativeToRoot("Projects/Core/\(module.rawValue)"))
    }
}
