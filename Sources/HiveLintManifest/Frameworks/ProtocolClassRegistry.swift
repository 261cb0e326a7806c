import HiveLintCore

/// Protocol–class registries, the pattern under many in-house service hubs:
/// `registerClass:forProtocol:` provides, `classForProtocol:` looks up.
struct ProtocolClassRecognizer: FrameworkRecognizer {
    let name = "protocol-class"
    let patterns: [CallPattern] = [
        CallPattern(
            role: .service, form: .message, name: "registerClass:forProtocol:", arguments: [.protocol: .argument(1), .implementation: .argument(0)],
            mechanism: "protocol-class"),
        CallPattern(role: .serviceConsumer, form: .message, name: "classForProtocol:", arguments: [.protocol: .argument(0)], mechanism: "protocol-class.lookup"),
    ]
}
