import HiveLintCore

/// A framework declared in `rules.json` `frameworks`: patterns only, matched exactly like a
/// built-in's.
struct DeclaredFrameworkRecognizer: FrameworkRecognizer {
    let name: String
    let patterns: [CallPattern]

    init(_ declaration: FrameworkDeclaration) {
        name = declaration.name
        patterns = declaration.patterns
    }
}
