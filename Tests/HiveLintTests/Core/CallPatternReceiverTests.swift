@testable import HiveLintCore
import Testing

/// `CallPattern.receiver(_:matches:)`: a pattern's receiver, where `*` stands for any run of
/// characters (`*Navigator`, `App*`, `*.router`).
@Suite struct CallPatternReceiverTests {
    @Test(arguments: [
        ("AppNavigator", "*Navigator", true), ("Navigator", "*Navigator", true), ("NavigatorX", "*Navigator", false),
        ("AppRouter", "App*", true), ("App", "App*", true), ("Ap", "App*", false),
        ("abba", "ab*ba", true), ("aba", "ab*ba", false), ("abXba", "ab*ba", true),
        ("", "*", true), ("self.router", "*", true), ("self.router", "*.router", true), ("router", "*.router", false),
        ("aXbYc", "a*b*c", true), ("acb", "a*b*c", false), ("abc", "a*b*c", true),
        ("Mediator", "Mediator", true), ("MediatorX", "Mediator", false), ("Médiateur", "M*r", true), ("Médiateur", "Mé*", true),
    ])
    func matches(receiver: String, pattern: String, expected: Bool) {
        #expect(CallPattern.receiver(receiver, matches: pattern) == expected)
    }
}
