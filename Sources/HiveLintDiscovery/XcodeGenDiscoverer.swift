import HiveLintCore

/// Targets of XcodeGen `project.yml` specs. (Being written.)
public struct XcodeGenDiscoverer: ModuleDiscoverer {
    public let style = "xcodegen"

    public init() {}

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        DiscoveryOutput()
    }
}
