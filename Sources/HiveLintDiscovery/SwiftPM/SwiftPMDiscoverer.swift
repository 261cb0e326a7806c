import HiveLintCore
import HiveLintScan
import SwiftParser
import SwiftSyntax

/// Targets of `Package.swift` manifests, read as Swift source with swift-syntax and never
/// executed. Every `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`,
/// `.binaryTarget(…)`, `.macro(…)` and `.systemLibrary(…)` call anywhere in the file counts
/// (manifests often build target lists in variables). Sources are `path:` when given, else
/// SwiftPM's defaults (`Sources|Source|src|srcs/<name>`, `Tests/<name>` for tests; from tools
/// version 5.9 the only target of its kind without such a folder has the whole `Sources`, or
/// `Tests`), narrowed by `sources:` and `exclude:`. Executable targets are `app`, test targets `test`, binary
/// targets `external`.
public struct SwiftPMDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.swiftpm
    /// The manifest's string constants being read (`extension String { static let core =
    /// "AcmeCore" }`, used as `.core`), by how they are written (`.core`, `String.core`,
    /// `Names.core`).
    var constants: [String: String] = [:]
    /// The manifest's top-level constants that are `nil` (`let mapsPath: String? = nil`, a
    /// path CI may set): as a target's `path:`, SwiftPM's default.
    var nilConstants: Set<String> = []

    public init() {}

    static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "binaryTarget", "macro", "systemLibrary"]

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        for manifest in context.manifests where Self.isPackageManifest(manifest) {
            guard let text = context.readSwift(manifest, into: &output) else { continue }
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: manifest, tree: tree)
            let start = (declarations: output.declarations.count, diagnostics: output.diagnostics.count)
            read(tree, manifest: manifest, text: text, context: context, output: &output) { position in
                let location = converter.location(for: position)
                return HiveLintCore.SourceLocation(file: manifest, line: location.line, column: location.column)
            }
            // Targets it could not read (a name or path computed by the manifest's code): the
            // manifest evaluated, when that reads more of them and loses none it read (one
            // appended under a top-level `#if`, which the evaluation does not follow).
            let unread = Self.unreadTargets(output.diagnostics[start.diagnostics...])
            if unread > 0, let evaluation = PackageEvaluation(manifest: manifest, tree: tree) {
                var evaluated = output
                evaluated.declarations.removeSubrange(start.declarations...)
                evaluated.diagnostics.removeSubrange(start.diagnostics...)
                read(Parser.parse(source: evaluation.text), manifest: manifest, text: text, context: context, output: &evaluated, locate: evaluation.location(of:))
                // (The default layout's folders are guesses, not targets read.)
                let guessed = output.diagnostics[start.diagnostics...].contains { $0.code == "default-package-layout" }
                let read = guessed ? [] : Set(output.declarations[start.declarations...].map(\.name))
                if Self.unreadTargets(evaluated.diagnostics[start.diagnostics...]) < unread,
                   read.isSubset(of: evaluated.declarations[start.declarations...].map(\.name)) {
                    output = evaluated
                }
            }
        }
        return output
    }

    /// Whether a manifest is a package's `Package.swift` (not `Tuist/Package.swift`, which
    /// lists a Tuist project's external dependencies, not its modules).
    static func isPackageManifest(_ manifest: String) -> Bool {
        RelativePath.lastComponent(of: manifest) == "Package.swift"
            && !TuistDiscoverer.isTuistFolder(RelativePath.lastComponent(of: RelativePath.directory(of: manifest))[...])
    }

    /// How many targets (or target paths) a manifest's diagnostics say were not read.
    private static func unreadTargets(_ diagnostics: ArraySlice<Diagnostic>) -> Int {
        diagnostics.count { $0.code == "unresolved-manifest-value" || $0.code == "default-package-layout" }
    }

    /// Reads the targets of one manifest's syntax tree; `locate` says where a position of the
    /// tree is in the manifest.
    private func read(
        _ tree: SourceFileSyntax, manifest: String, text: String, context: DiscoveryContext, output: inout DiscoveryOutput,
        locate: (AbsolutePosition) -> HiveLintCore.SourceLocation
    ) {
        let collector = TargetCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        var reader = self
        reader.constants = collector.constants
        reader.nilConstants = collector.nilConstants
        reader.read(collector, manifest: manifest, text: text, locate: locate, context: context, output: &output)
    }

    /// The targets and products of one manifest, as `collector` found them.
    private func read(
        _ collector: TargetCollector, manifest: String, text: String, locate: (AbsolutePosition) -> HiveLintCore.SourceLocation,
        context: DiscoveryContext, output: inout DiscoveryOutput
    ) {
        let packageDirectory = RelativePath.directory(of: manifest)
        let start = output.declarations.count
        // Targets written directly, and those a helper of the manifest makes
        // (`.feature(name: "Home")` whose body is `.target(name: name, …)`), with the
        // helper's parameters bound to the call's arguments.
        var targets: [(call: FunctionCallExprSyntax, bindings: [String: ExprSyntax], at: FunctionCallExprSyntax)] =
            collector.calls.map { ($0, [:], $0) }
        for use in collector.helperCalls {
            guard let helper = collector.helpers[use.name], let bindings = Self.bind(use.call, to: helper.function) else { continue }
            targets += helper.calls.map { ($0, bindings, use.call) }
        }
        targets = targets.enumerated().sorted {
            ($0.element.at.positionAfterSkippingLeadingTrivia, $0.offset) < ($1.element.at.positionAfterSkippingLeadingTrivia, $1.offset)
        }.map(\.element)
        // From tools version 5.9 the only target of its kind (test, plugin, or any other)
        // may have the predefined folder itself (`Sources/*.swift`) as its sources.
        var ofKind: [SourceRoot: Int] = [:]
        if Self.toolsVersion(text).map({ $0 >= (5, 9) }) ?? false {
            for target in targets { ofKind[SourceRoot(function: Self.function(target.call)), default: 0] += 1 }
        }
        for target in targets {
            declare(
                target.call, manifest: manifest, packageDirectory: packageDirectory, locate: locate, context: context,
                arrays: collector.arrays, bindings: target.bindings, at: target.at,
                onlyOfKind: ofKind[SourceRoot(function: Self.function(target.call))] == 1, appended: collector.dependencyAppends, output: &output)
        }
        // A manifest none of whose targets has its folder (nor a link there, which the walk
        // does not follow; in any case, as on a Mac) is a stale copy SwiftPM cannot build
        // (FeedbackFriends' old `Package.swift` one folder above the real one, whose targets of
        // the same names lie in its own `Sources/`): it declares no module. (One target
        // without its folder beside others is kept: its sources may be generated, or left out
        // of the repository.)
        let read = output.declarations[start...].filter { $0.impliedKind != .external }
        if !read.isEmpty, read.allSatisfy({ !$0.path.isEmpty && !context.directoryExists($0.path) }) {
            let folders = Set(context.tree.directories.map { $0.lowercased() } + context.tree.links.map { $0.path.lowercased() })
            if read.allSatisfy({ !folders.contains($0.path.lowercased()) }) {
                output.diagnostics.append(Diagnostic(
                    severity: .info, code: "missing-source-path",
                    message: "none of the targets of \(manifest) has its folder (\(read.prefix(3).map(\.path).joined(separator: ", "))\(read.count > 3 ? ", …" : "")): a stale manifest SwiftPM cannot build; its targets are skipped",
                    location: SourceLocation(file: manifest, line: 1, column: 1)))
                output.declarations.removeSubrange(start...)
                return
            }
        }
        // A manifest that never names targets (`Package(name: "LayoutKit")`, kept beside a
        // podspec that builds the sources) declares none: SwiftPM 4 and later have no layout
        // without them.
        if output.declarations.count == start, text.contains("targets") {
            declareDefaultLayout(manifest: manifest, packageDirectory: packageDirectory, context: context, output: &output)
        }
        // A product (`.library(name: "GoodsKit", targets: ["Goods"])`) is another name
        // other packages depend on its targets by.
        var inSomeProduct: Set<String> = []
        var productsReadable = true
        for (nameExpression, expression) in collector.products {
            guard let product = stringLiteral(nameExpression), let elements = Self.elements(of: expression, arrays: collector.arrays) else {
                productsReadable = false
                continue
            }
            let targets = elements.compactMap { stringLiteral($0) }
            if targets.count < elements.count { productsReadable = false }
            inSomeProduct.formUnion(targets)
            for index in start..<output.declarations.count where targets.contains(output.declarations[index].name) {
                if product != output.declarations[index].name { output.declarations[index].dependencyAliases.append(product) }
            }
        }
        // A library target no product names, when every product could be read.
        for index in start..<output.declarations.count where productsReadable && output.declarations[index].isLibrary {
            output.declarations[index].isUnexposedPackageTarget = !inSomeProduct.contains(output.declarations[index].name)
        }
    }

    /// A package none of whose targets can be read statically (made by helpers hive-lint does
    /// not evaluate: `static let home = target(name: .home)` in `extension Target`, a struct
    /// building them): each folder of its `Sources/` and `Tests/` is a target of that name,
    /// SwiftPM's default layout, with unknown dependencies, so that its code is not left out
    /// or split into folder modules.
    private func declareDefaultLayout(manifest: String, packageDirectory: String, context: DiscoveryContext, output: inout DiscoveryOutput) {
        var declared: [String] = []
        for root in ["Sources", "Tests"] {
            guard let base = RelativePath.join(packageDirectory, root), context.directoryExists(base) else { continue }
            for folder in context.tree.directories where RelativePath.directory(of: folder) == base {
                let name = RelativePath.lastComponent(of: folder)
                var declaration = ModuleDeclaration(
                    name: name, importNames: Array(Set([name, c99Identifier(name)])).sorted(), path: folder,
                    origin: ModuleOrigin(style: style, file: manifest),
                    impliedKind: root == "Tests" ? .test : nil, impliedKindReason: root == "Tests" ? "SwiftPM test folder in \(manifest)" : nil,
                    declaredDependencies: [], claims: [.directory(folder)])
                declaration.dependenciesIncomplete = true
                declaration.conditions = .swiftPackage
                output.declarations.append(declaration)
                declared.append(name)
            }
        }
        guard !declared.isEmpty else { return }
        output.diagnostics.append(Diagnostic(
            severity: .info, code: "default-package-layout",
            message: "no target of \(manifest) could be read statically; its Sources/ and Tests/ folders are taken as its targets (SwiftPM's default layout): \(declared.joined(separator: ", ")), dependencies unknown",
            location: HiveLintCore.SourceLocation(file: manifest, line: 1, column: 1)))
    }

    /// The target function a call names (`target`, `testTarget`, …).
    static func function(_ call: FunctionCallExprSyntax) -> String {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    }

    /// Which predefined folder a target's default path is in: SwiftPM counts targets per kind.
    enum SourceRoot: Hashable {
        case tests, plugins, sources

        init(function: String) {
            self = function == "testTarget" ? .tests : function == "plugin" ? .plugins : .sources
        }
    }

    /// `// swift-tools-version:5.9` (or `: 6.1.0`, `-5.9`) as (major, minor): the first line,
    /// or, from SwiftPM 6, the first line after comments and blank lines (a license header:
    /// `// SPDX-License-Identifier: MIT`).
    static func toolsVersion(_ text: String) -> (Int, Int)? {
        var versionLine: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if trimmed.lowercased().hasPrefix("// swift-tools-version") {
                versionLine = trimmed
                break
            }
            guard trimmed.allSatisfy({ $0 == "\r" }) || trimmed.hasPrefix("//") else { break }
        }
        guard let versionLine else { return nil }
        let numbers = versionLine.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        guard let major = numbers.first else { return nil }
        return (major, numbers.count > 1 ? numbers[1] : 0)
    }

    /// A helper's parameters (by the names its body uses) bound to a call's arguments, or to
    /// their default values; `nil` when the call's arguments do not fit the parameters.
    static func bind(_ call: FunctionCallExprSyntax, to function: FunctionDeclSyntax) -> [String: ExprSyntax]? {
        var arguments = Array(call.arguments)
        var bindings: [String: ExprSyntax] = [:]
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let index = arguments.firstIndex(where: { $0.label?.text == label }) {
                bindings[name] = arguments.remove(at: index).expression
            } else if let value = parameter.defaultValue?.value {
                bindings[name] = value
            } else {
                return nil
            }
        }
        return arguments.isEmpty ? bindings : nil
    }

    private func declare(
        _ call: FunctionCallExprSyntax, manifest: String, packageDirectory: String,
        locate: (AbsolutePosition) -> HiveLintCore.SourceLocation, context: DiscoveryContext, arrays: [String: ExprSyntax], bindings: [String: ExprSyntax] = [:],
        at place: FunctionCallExprSyntax? = nil, onlyOfKind: Bool, appended: [String: [LabeledExprSyntax]] = [:], output: inout DiscoveryOutput
    ) {
        // A helper's parameter names an array as a local `let` does.
        let arrays = arrays.merging(bindings) { _, bound in bound }
        let function = Self.function(call)
        let where_ = locate((place ?? call).positionAfterSkippingLeadingTrivia)
        /// An argument of the call, a helper's parameter replaced by what the helper was given.
        func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
            guard let value = self.argument(call, label) else { return nil }
            if let reference = value.as(DeclReferenceExprSyntax.self), let bound = bindings[reference.baseName.text] { return bound }
            return value
        }
        guard let nameExpression = argument(call, "name") else { return }
        guard let name = stringLiteral(nameExpression, bindings: bindings) else {
            output.diagnostics.append(Diagnostic(
                severity: .warning, code: "unresolved-manifest-value",
                message: "target name \(nameExpression.trimmedDescription) is not a string literal; target skipped", location: where_))
            return
        }
        let isTest = function == "testTarget"
        var declaredPath: String?
        if let pathExpression = argument(call, "path") {
            if let value = stringLiteral(pathExpression, bindings: bindings) {
                declaredPath = value
            } else if isNil(pathExpression, bindings: bindings) {
                // `path: nil`: SwiftPM's default.
            } else {
                output.diagnostics.append(Diagnostic(
                    severity: .warning, code: "unresolved-manifest-value",
                    message: "path of target \(name) is not a string literal; using SwiftPM's default", location: where_))
            }
        }
        let directory: String
        if let declaredPath {
            directory = RelativePath.join(packageDirectory, declaredPath) ?? packageDirectory
        } else {
            let roots = isTest ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
            let ownFolder = roots.lazy
                .compactMap { RelativePath.join(packageDirectory, "\($0)/\(name)") }
                .first(where: context.directoryExists)
            // The only target of its kind, with no folder of its name: the predefined folder.
            let wholeRoots = isTest ? ["Tests"] : roots
            let wholeRoot = onlyOfKind ? wholeRoots.lazy.compactMap { RelativePath.join(packageDirectory, $0) }.first(where: context.directoryExists) : nil
            directory = ownFolder ?? wholeRoot ?? (RelativePath.join(packageDirectory, "\(roots[0])/\(name)") ?? name)
        }

        /// A list of paths: a literal, a `let`/`var` array of the manifest by name, or a `+` of those.
        func paths(_ label: String) -> [String]? {
            guard let elements = argument(call, label).flatMap({ Self.elements(of: $0, arrays: arrays) }) else { return nil }
            let strings = elements.compactMap { stringLiteral($0) }
            return strings.count == elements.count ? strings : nil
        }
        var claims: [FileClaim] = []
        if let sources = paths("sources") {
            for source in sources {
                guard let joined = RelativePath.join(directory, source) else { continue }
                claims.append(RelativePath.pathExtension(source).isEmpty ? .directory(joined) : .file(joined))
            }
            // Its public headers are its own whatever `sources:` lists (`publicHeadersPath`,
            // `include` by default: sentry's `_SentryPrivate` compiles one `.m` and publishes
            // 154 headers).
            let headers = argument(call, "publicHeadersPath").flatMap { stringLiteral($0) } ?? "include"
            if let folder = RelativePath.join(directory, headers), context.directoryExists(folder), !sources.contains(headers) {
                claims.append(.directory(folder))
            }
        } else if function == "binaryTarget" {
            // A local `.xcframework` (`path:`) holds the binary's headers, which are its own.
            if argument(call, "path") != nil { claims.append(.directory(directory)) }
        } else {
            let excluded = (paths("exclude") ?? []).compactMap { exclude -> [String]? in
                guard let joined = RelativePath.join(directory, exclude) else { return nil }
                return [joined, joined + "/**"]
            }.flatMap { $0 }
            claims.append(excluded.isEmpty ? .directory(directory) : .glob(directory + "/**", excluding: excluded))
        }

        var dependencyLocations: [String: HiveLintCore.SourceLocation] = [:]
        /// Notes where a dependency is first written.
        func record(_ name: String, _ position: AbsolutePosition) {
            dependencyLocations[name] = dependencyLocations[name] ?? locate(position)
        }
        let dependencyList = argument(call, "dependencies").map { dependencyNames($0, arrays: arrays, found: record) }
        var dependencies = dependencyList?.names ?? []
        // `var core = Target.target(name: "Core", …)` then `core.dependencies.append("Log")`
        // (or `append(contentsOf: […])`) before `package.targets.append(core)`.
        if let variable = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            for argument in appended[variable] ?? [] {
                if argument.label?.text == "contentsOf" {
                    dependencies += dependencyNames(argument.expression, arrays: arrays, found: record).names
                } else if let name = dependencyName(argument.expression) {
                    record(name, argument.expression.positionAfterSkippingLeadingTrivia)
                    dependencies.append(name)
                }
            }
            dependencies = Array(Set(dependencies)).sorted()
        }
        let (kind, reason): (ModuleKind?, String?) = switch function {
        case "executableTarget": (.app, "SwiftPM executable target in \(manifest)")
        case "testTarget": (.test, "SwiftPM test target in \(manifest)")
        case "binaryTarget": (.external, "SwiftPM binary target in \(manifest)")
        default: (nil, nil)
        }
        var importNames = Set([name, c99Identifier(name)])
        // A local `.xcframework` is imported by the modules its frameworks' modulemaps declare,
        // whatever the target's name (prebid's `PrebidMobileOMSDK` is `OMSDK_Prebidorg`).
        if function == "binaryTarget", argument(call, "path") != nil, RelativePath.isBinaryFramework(RelativePath.lastComponent(of: directory)) {
            importNames.formUnion(VendoredCodeDiscoverer.frameworkModuleNames(at: directory, context, &output))
        }
        output.declarations.append(ModuleDeclaration(
            name: name,
            importNames: importNames.sorted(),
            path: directory,
            origin: ModuleOrigin(style: style, file: manifest),
            impliedKind: kind,
            impliedKindReason: reason,
            declaredDependencies: dependencies,
            claims: claims))
        output.declarations[output.declarations.count - 1].dependencyLocations = dependencyLocations
        // A library target (`ModularRickAndMortyApp`) is never an app, whatever its name.
        output.declarations[output.declarations.count - 1].isLibrary = function == "target"
        output.declarations[output.declarations.count - 1].isBinaryTarget = function == "binaryTarget"
        output.declarations[output.declarations.count - 1].dependenciesIncomplete = dependencyList?.complete == false
        // SwiftPM builds every target with `SWIFT_PACKAGE` (its `#if !SWIFT_PACKAGE` imports
        // are another build's).
        output.declarations[output.declarations.count - 1].conditions = .swiftPackage
        if let settings = argument(call, "swiftSettings") {
            output.declarations[output.declarations.count - 1].importAliases = Self.moduleAliases(in: settings, arrays: arrays)
        }
    }

    /// The names a manifest's `.define("NAME")` settings define (in `cSettings`, `cxxSettings`
    /// or `swiftSettings`, under any condition), read from its syntax: one commented out
    /// (`// cSettings: [.define("LEGACY_PLUGINS")]`) or written in a string defines nothing.
    public static func defines(inManifest text: String) -> Set<String> {
        // Most manifests define nothing: parsed only when the call is written somewhere.
        guard text.containsBytes(".define(") else { return [] }
        final class Defines: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "define",
                   let first = call.arguments.first, first.label == nil,
                   let name = SwiftPMDiscoverer.stringLiteral(first.expression), Self.isMacroName(name) {
                    names.insert(name)
                }
                return .visitChildren
            }

            static func isMacroName(_ name: String) -> Bool {
                guard let first = name.first, !first.isNumber else { return false }
                return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
        }
        let visitor = Defines(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        return visitor.names
    }

    /// The `-module-alias A=B` pairs of a target's `swiftSettings` `.unsafeFlags([…])` (a
    /// package building a module's sources a second time under another name for a plugin,
    /// whose code still writes `import A`), as `A: B`.
    static func moduleAliases(in settings: ExprSyntax, arrays: [String: ExprSyntax]) -> [String: String] {
        var aliases: [String: String] = [:]
        for setting in elements(of: settings, arrays: arrays) ?? [] {
            guard let call = setting.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "unsafeFlags",
                  let flags = call.arguments.first.flatMap({ elements(of: $0.expression, arrays: arrays) })
            else { continue }
            let strings = flags.map { stringLiteral($0) }
            for (index, flag) in strings.enumerated() {
                let pair: String? = if flag == "-module-alias", index + 1 < strings.count {
                    strings[index + 1]
                } else if let flag, flag.hasPrefix("-module-alias=") {
                    String(flag.dropFirst("-module-alias=".count))
                } else {
                    nil
                }
                guard let pair, let equals = pair.firstIndex(of: "=") else { continue }
                let written = String(pair[..<equals]), real = String(pair[pair.index(after: equals)...])
                if !written.isEmpty, !real.isEmpty, aliases[written] == nil { aliases[written] = real }
            }
        }
        return aliases
    }

    /// The elements of an array expression: a literal, a top-level `let` array of the
    /// manifest by name, or a `+` of those; `nil` when any part is something else.
    static func elements(of expression: ExprSyntax, arrays: [String: ExprSyntax], depth: Int = 0) -> [ExprSyntax]? {
        guard depth < 16 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = arrays[reference.baseName.text] {
            guard var result = elements(of: value, arrays: arrays, depth: depth + 1) else { return nil }
            // Then what the manifest appends to it, in order.
            for index in 0... {
                let name = reference.baseName.text
                if let element = arrays[appendedKey(name, false, index: index)] {
                    result.append(element)
                } else if let list = arrays[appendedKey(name, true, index: index)] {
                    guard let part = elements(of: list, arrays: arrays, depth: depth + 1) else { return nil }
                    result += part
                } else {
                    break
                }
            }
            return result
        }
        guard let operands = plusOperands(expression) else { return nil }
        var result: [ExprSyntax] = []
        for operand in operands {
            guard let part = elements(of: operand, arrays: arrays, depth: depth + 1) else { return nil }
            result += part
        }
        return result
    }

    /// The key under which the collector keeps the `index`th `append` to the top-level array
    /// `name` among the manifest's arrays: `name+0` for one element, `name++0` for
    /// `append(contentsOf:)` (no Swift name holds a `+`).
    static func appendedKey(_ name: String, _ contentsOf: Bool, index: Int) -> String {
        name + (contentsOf ? "++" : "+") + String(index)
    }

    /// The operands of a `+` chain (`a + b + c`) as parsed (a sequence) or folded; `nil` for
    /// any other expression, or a chain another operator joins too.
    static func plusOperands(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var operands: [ExprSyntax] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                operands.append(element)
            }
            return operands
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            return [infix.leftOperand, infix.rightOperand]
        }
        return nil
    }

    private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// Whether an argument is `nil`: the literal, one of the manifest's `nil` constants, or a
    /// helper's parameter bound to one.
    func isNil(_ expression: ExprSyntax, bindings: [String: ExprSyntax] = [:]) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        if let bound = bindings[reference.baseName.text] { return bound.is(NilLiteralExprSyntax.self) || isNil(bound) }
        return nilConstants.contains(reference.baseName.text)
    }

    /// The value of a string literal without interpolation, or of one of the manifest's string
    /// constants (`.core`, `String.core`, a top-level `let coreName = "Core"`), or of a
    /// helper's parameter `bindings` bind to one, or of a `+` of those (`.core + "Tests"`),
    /// else `nil`.
    func stringLiteral(_ expression: ExprSyntax, bindings: [String: ExprSyntax] = [:]) -> String? {
        // `.accountDeletion + "Tests"` (protoncore's test targets).
        if let operands = Self.plusOperands(expression) {
            var value = ""
            for operand in operands {
                guard let part = stringLiteral(operand, bindings: bindings) else { return nil }
                value += part
            }
            return value
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return constants[(member.base?.trimmedDescription ?? "") + "." + member.declName.baseName.text]
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if let bound = bindings[reference.baseName.text] { return stringLiteral(bound) }
            return constants[reference.baseName.text]
        }
        // `"\(name)\(testsSuffix)"`, `"Modules/\(name)/Sources"`: interpolated constants of the
        // manifest and parameters of the helper.
        return Self.stringLiteral(expression) { stringLiteral($0, bindings: bindings) }
    }

    /// A string literal's value; an interpolation in it (`\(x)`, one unlabelled expression) is
    /// `interpolating`'s value of the expression (none by default: no value).
    static func stringLiteral(_ expression: ExprSyntax, interpolating: (ExprSyntax) -> String? = { _ in nil }) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var value = ""
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                value += text.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let argument = interpolation.expressions.first, argument.label == nil, let part = interpolating(argument.expression) {
                value += part
            } else {
                return nil
            }
        }
        return value
    }

    /// `"X"`, `.target(name: "X")`, `.product(name: "X", package: "P")`, `.byName(name: "X")`,
    /// in an array written out or named (see `elements(of:arrays:)`); `complete` is false when
    /// some part could not be read. `found` is told where each name is written.
    func dependencyNames(
        _ expression: ExprSyntax, arrays: [String: ExprSyntax] = [:], found: (String, AbsolutePosition) -> Void = { _, _ in }
    ) -> (names: [String], complete: Bool) {
        guard let elements = Self.elements(of: expression, arrays: arrays) else { return ([], false) }
        var complete = true
        let names = elements.compactMap { element -> String? in
            var element = element
            if let reference = element.as(DeclReferenceExprSyntax.self), let value = arrays[reference.baseName.text] { element = value }
            if let member = element.as(MemberAccessExprSyntax.self), member.base == nil, let value = arrays["." + member.declName.baseName.text] {
                element = value
            }
            let name = dependencyName(element)
            if let name { found(name, element.positionAfterSkippingLeadingTrivia) } else { complete = false }
            return name
        }.sorted()
        return (names, complete)
    }

    /// The name one dependency element gives: `"Core"`, `.target(name: "Core")`, `.product(name: "Log", …)`.
    func dependencyName(_ element: ExprSyntax) -> String? {
        stringLiteral(element) ?? element.as(FunctionCallExprSyntax.self).flatMap { argument($0, "name") }.flatMap { stringLiteral($0) }
    }
}

/// Collects target-declaring calls (`.target(name:…)` and friends, with or without `Target`).
private final class TargetCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    /// Functions of the manifest whose body is a target call or an array of them (`static func
    /// feature(name:) -> Target { .target(name: name, …) }`, `-> [Target] { [.target(…),
    /// .testTarget(…)] }`), by name.
    var helpers: [String: (function: FunctionDeclSyntax, calls: [FunctionCallExprSyntax])] = [:]
    /// Calls that may be of such a helper (`.feature(name: "Home")`), with the called name.
    var helperCalls: [(name: String, call: FunctionCallExprSyntax)] = []
    /// `core.dependencies.append(…)` arguments, by the variable (`core`).
    var dependencyAppends: [String: [LabeledExprSyntax]] = [:]
    /// How many appends to each top-level array were read (see `SwiftPMDiscoverer.appendedKey`).
    private var appendCounts: [String: Int] = [:]

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let statements = node.body?.statements, statements.count == 1, let item = statements.first?.item else { return .visitChildren }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        let candidates = expression?.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? expression.map { [$0] } ?? []
        let calls = candidates.compactMap { $0.as(FunctionCallExprSyntax.self) }.filter { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return SwiftPMDiscoverer.targetFunctions.contains(member.declName.baseName.text)
        }
        guard !calls.isEmpty, calls.count == candidates.count else { return .visitChildren }
        helpers[node.name.text] = (node, calls)
        // Its own target call names a parameter, not a target.
        return .skipChildren
    }
    /// Library products: the expressions of their names and of their target names.
    var products: [(ExprSyntax, ExprSyntax)] = []
    /// String constants of the manifest (`extension String { static let core = "AcmeCore" }`,
    /// `enum Names { static let core = "AcmeCore" }`, a top-level `let core = "AcmeCore"`), by
    /// how they are used: `.core` and `String.core` for the first, `Names.core` for the second,
    /// `core` for the third.
    var constants: [String: String] = [:]
    var nilConstants: Set<String> = []
    /// Top-level `let`/`var` bindings initialised with an array, a `+` of arrays, a string or a
    /// call, by name (`let publicTargets = ["Core", "UI"]`, `let core: Target.Dependency =
    /// .target(name: "Core")` above `Package(…)`).
    var arrays: [String: ExprSyntax] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.text == "static" }), let owner = Self.namespace(of: node) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var value = binding.initializer?.value
                if case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1 {
                    value = body.first?.item.as(ExprSyntax.self) ?? body.first?.item.as(ReturnStmtSyntax.self)?.expression
                }
                guard let literal = value.flatMap({ SwiftPMDiscoverer.stringLiteral($0) }) else { continue }
                if owner == "String" { constants["." + name] = literal }
                constants[owner + "." + name] = literal
            }
        }
        // `extension Target.Dependency { static let tca: Self = .product(…) }`, used as `.tca`
        // in a dependency list: kept under `.tca`.
        if node.modifiers.contains(where: { $0.name.text == "static" }),
           let extended = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
           extended.extendedType.trimmedDescription.hasSuffix("Target.Dependency") {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    arrays["." + name] = value
                } else if case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1, let value = body.first?.item.as(ExprSyntax.self) {
                    arrays["." + name] = value
                }
            }
            return .skipChildren
        }
        if node.parent?.parent?.is(SourceFileSyntax.self) == true || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                // A top-level string constant (`let grpcTargetName = "GRPC"`, or another's name,
                // `let targetName = productName`): a target's name may be written with it.
                if node.bindingSpecifier.text == "let",
                   let literal = SwiftPMDiscoverer.stringLiteral(value) ?? value.as(DeclReferenceExprSyntax.self).flatMap({ constants[$0.baseName.text] }) {
                    constants[name] = literal
                }
                if node.bindingSpecifier.text == "let", value.is(NilLiteralExprSyntax.self) { nilConstants.insert(name) }
                guard value.is(ArrayExprSyntax.self) || value.is(SequenceExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
                      || value.is(StringLiteralExprSyntax.self) || value.is(FunctionCallExprSyntax.self) else { continue }
                arrays[name] = value
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
           let list = member.base?.as(MemberAccessExprSyntax.self), list.declName.baseName.text == "dependencies",
           let variable = list.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let argument = node.arguments.first {
            dependencyAppends[variable, default: []].append(argument)
            return .visitChildren
        }
        // `libDependencies.append("TryCatch")` (or `append(contentsOf: […])`), often under
        // `#if canImport(ObjectiveC)`: the top-level array grows by it, in every build
        // condition (an appended target or product is one of the builds' dependencies).
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
           let variable = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, arrays[variable] != nil,
           node.arguments.count == 1, let argument = node.arguments.first {
            let key = SwiftPMDiscoverer.appendedKey(variable, argument.label?.text == "contentsOf", index: appendCounts[variable, default: 0])
            appendCounts[variable, default: 0] += 1
            arrays[key] = argument.expression
            return .visitChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "library",
           let name = node.arguments.first(where: { $0.label?.text == "name" })?.expression,
           let targets = node.arguments.first(where: { $0.label?.text == "targets" })?.expression {
            products.append((name, targets))
            return .skipChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           SwiftPMDiscoverer.targetFunctions.contains(member.declName.baseName.text),
           member.base == nil || member.base?.trimmedDescription == "Target",
           node.arguments.contains(where: { $0.label?.text == "name" }),
           // A label PackageDescription's factories do not take is a helper of the manifest of
           // the same name (`extension Target { static func target(feature: Feature, name:
           // String) -> Target }`, whose path is the feature's folder).
           node.arguments.allSatisfy({ $0.label.map { Self.factoryLabels.contains($0.text) } ?? false }),
           !isDependencyValue(node) {
            calls.append(node)
            return .skipChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "Target" {
            helperCalls.append((member.declName.baseName.text, node))
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            helperCalls.append((reference.baseName.text, node))
        }
        return .visitChildren
    }

    /// The type whose static member a variable is (`String` for `extension String { static
    /// let … }`, `Names` for `enum Names { … }`), when it is declared at the top level.
    private static func namespace(of node: VariableDeclSyntax) -> String? {
        guard let owner = node.parent?.parent?.parent?.parent, owner.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return nil }
        if let extended = owner.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
        return owner.as(EnumDeclSyntax.self)?.name.text ?? owner.as(StructDeclSyntax.self)?.name.text
    }

    /// The argument labels of PackageDescription's target factories (`.target`,
    /// `.executableTarget`, `.testTarget`, `.binaryTarget`, `.macro`, `.systemLibrary`).
    static let factoryLabels: Set<String> = [
        "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess", "cSettings",
        "cxxSettings", "swiftSettings", "linkerSettings", "plugins", "url", "checksum", "pkgConfig", "providers",
    ]

    /// `let core: Target.Dependency = .target(name: "Core")` is a dependency, not a target.
    private func isDependencyValue(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription.contains("Dependency") ?? false
            }
            current = syntax.parent
        }
        return false
    }
}
