import HiveLintCore
import SwiftSyntax

/// A `Package.swift` whose targets are computed, read by evaluating it statically with the
/// evaluator Tuist manifests use (`TuistEvaluator`; nothing is executed), then written out as
/// literal Swift for `SwiftPMDiscoverer` to read as it reads any manifest.
///
/// Packages build their target lists in code the syntactic reader does not follow: an enum's
/// cases folded with `Module.allCases.reduce(into: []) { … .target(name: module.rawValue, …) }`,
/// a helper `static func target(target: AppMetricaTarget) -> Target` returning `.target(name:
/// target.name, …)`, a table of tuples mapped to targets, a struct's `toTarget()` method, a
/// result builder's computed property. The evaluation knows the manifest's own enums, structs,
/// extensions, functions and globals (also those declared below `Package(…)`), as it knows a
/// Tuist project's helpers. It is used only when every element of the package's `targets:` is
/// a target call with a known name; what it leaves unknown inside a target (a `path:` the file
/// system decides) is written as a name no manifest declares, so the reader reports it as it
/// would have.
struct PackageEvaluation {
    /// `let package = Package(products: […], targets: […])`, every value written out.
    let text: String
    /// The calls written in `text` (UTF-8 offsets), with where the manifest wrote each.
    private let places: [(range: Range<Int>, location: HiveLintCore.SourceLocation)]
    private let packageLocation: HiveLintCore.SourceLocation

    /// The evaluated package of a manifest, or `nil` when its targets cannot all be known.
    init?(manifest: String, tree: SourceFileSyntax) {
        let file = TuistSourceFile(path: manifest, tree: tree)
        var helpers = TuistHelpers(package: ())
        // Its globals and free functions too: a computed `var targets` may follow `Package(…)`.
        helpers.add(file)
        let frame = TuistEvaluator.Frame(file: file)
        _ = TuistEvaluator(helpers: helpers, manifest: manifest, dialect: .package).execute(tree.statements, in: frame)
        guard let package = Self.package(in: frame, tree: tree), let targets = package.argument("targets")?.flattened, !targets.isEmpty else { return nil }
        var written: [TuistValue] = []
        for target in targets {
            guard case .call(let call) = target, call.base == nil || call.base == "Target" else { return nil }
            if call.name == "plugin" { continue }
            guard SwiftPMDiscoverer.targetFunctions.contains(call.name), case .string(let name)? = call.argument("name"), !name.isEmpty else { return nil }
            written.append(target)
        }
        guard !written.isEmpty else { return nil }
        var writer = Writer()
        writer.text = "let package = Package(\n    products: ["
        for product in package.argument("products")?.flattened ?? [] {
            writer.text += "\n        "
            // An unknown product makes the products unreadable, as an unreadable literal does.
            if case .call = product { writer.write(product) } else { writer.text += ".library(name: \(Writer.unknownName), targets: [])" }
            writer.text += ","
        }
        writer.text += "\n    ],\n    targets: ["
        for target in written {
            writer.text += "\n        "
            writer.write(target)
            writer.text += ","
        }
        writer.text += "\n    ]\n)\n"
        text = writer.text
        places = writer.places
        packageLocation = package.site ?? package.location
    }

    /// Where the manifest wrote what `text` holds at `position`: the innermost call around it.
    func location(of position: AbsolutePosition) -> HiveLintCore.SourceLocation {
        let offset = position.utf8Offset
        var best: (range: Range<Int>, location: HiveLintCore.SourceLocation)?
        for place in places where place.range.contains(offset) && (best.map { place.range.count < $0.range.count } ?? true) { best = place }
        return best?.location ?? packageLocation
    }

    /// The manifest's `Package(…)`: the top-level `package`, else the first top-level constant
    /// holding one.
    private static func package(in frame: TuistEvaluator.Frame, tree: SourceFileSyntax) -> TuistCall? {
        func package(_ value: TuistValue?) -> TuistCall? {
            guard case .call(let call)? = value, call.base == nil, call.name == "Package" else { return nil }
            return call
        }
        if let found = package(frame.lookup("package")) { return found }
        for item in tree.statements {
            guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let found = package(frame.lookup(name)) { return found }
            }
        }
        return nil
    }

    /// Writes values as Swift expressions, noting where each call went.
    private struct Writer {
        /// What an unknown value is written as: a name no manifest declares, which the reader
        /// takes for a value it cannot read.
        static let unknownName = "__hiveLintUnknown"
        var text = ""
        var places: [(range: Range<Int>, location: HiveLintCore.SourceLocation)] = []

        mutating func write(_ value: TuistValue) {
            switch value {
            case .string(let string): text += Self.literal(string)
            case .bool(let bool): text += bool ? "true" : "false"
            case .int(let int): text += String(int)
            case .none: text += "nil"
            case .type(let type): text += type + ".self"
            case .unknown: text += Self.unknownName
            case .member(let member): text += (member.type ?? "") + "." + member.name
            case .enumCase(let type, let name): text += type + "." + name
            case .array(let elements):
                text += "["
                list(elements.map { (nil, $0) })
                text += "]"
            case .dictionary(let entries):
                guard !entries.isEmpty else { text += "[:]"; break }
                text += "["
                for (index, entry) in entries.enumerated() {
                    if index > 0 { text += ", " }
                    write(entry.key)
                    text += ": "
                    write(entry.value)
                }
                text += "]"
            case .tuple(let elements):
                text += "("
                list(elements.map { ($0.label, $0.value) })
                text += ")"
            case .enumPayload(let type, let name, let payload):
                text += type + "." + name + "("
                list(payload.map { ($0.label, $0.value) })
                text += ")"
            case .call(let call):
                let start = text.utf8.count
                if let base = call.base {
                    text += base + "." + call.name
                } else {
                    text += (call.name.first?.isUppercase == true ? "" : ".") + call.name
                }
                text += "("
                list(call.arguments.map { ($0.label, $0.value) })
                text += ")"
                places.append((start..<text.utf8.count, call.site ?? call.location))
            }
        }

        private mutating func list(_ elements: [(label: String?, value: TuistValue)]) {
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                if let label = element.label { text += label + ": " }
                write(element.value)
            }
        }

        /// A Swift string literal of `string` (not `JSONString.quoted`: Swift writes other
        /// control characters `\u{1}`).
        static func literal(_ string: String) -> String {
            var result = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\\": result += "\\\\"
                case "\"": result += "\\\""
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{" + String(scalar.value, radix: 16) + "}"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
    }
}
