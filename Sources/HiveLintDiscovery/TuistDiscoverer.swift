import HiveLintCore

/// Targets of Tuist `Project.swift` manifests. (Being written.)
public struct TuistDiscoverer: ModuleDiscoverer {
    public let style = "tuist"

    public init() {}

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        DiscoveryOutput()
    }
}
