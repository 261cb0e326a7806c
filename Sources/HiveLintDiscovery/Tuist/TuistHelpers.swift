import SwiftSyntax

/// The declarations of a Tuist project's `Tuist/ProjectDescriptionHelpers/*.swift` (and of
/// the manifest being read) that `TuistEvaluator` can call: free and static functions,
/// global and static constants, computed properties, enums with their cases.
struct TuistHelpers {
    struct Function {
        struct Parameter {
            /// The argument label (`nil` for `_`).
            let label: String?
            /// The name in the body.
            let name: String
            let type: String
            let isVariadic: Bool
            let defaultValue: ExprSyntax?
        }

        /// A `func`, or an `init` (called on its type, as a static function is; its name is
        /// `init`).
        let declaration: DeclSyntax
        let body: CodeBlockSyntax?
        let genericParameterClause: GenericParameterClauseSyntax?
        /// Where the declaration names itself (`func name`, `init`).
        let nameToken: TokenSyntax
        let file: TuistSourceFile
        /// The type declaring it (`nil` for a free function).
        let type: String?
        /// The type it was found for when a protocol extension gives it to that type (see
        /// `TuistHelpers.functions(named:in:)`).
        var conformingType: String?
        /// What `Self` is in its body: the conforming type it was found for, else the
        /// declaring type.
        var selfType: String? { conformingType ?? type }
        /// The types `type` is nested in, innermost first (`TargetDependency.Domain`, then
        /// `TargetDependency`, for `Sample` in `extension TargetDependency.Domain`): their static
        /// members are in scope in its body.
        var outerTypes: [String] = []
        let isStatic: Bool
        let parameters: [Parameter]
        let returnType: String?

        init(declaration: FunctionDeclSyntax, file: TuistSourceFile, type: String?, isStatic: Bool, outerTypes: [String] = []) {
            self.init(
                DeclSyntax(declaration), signature: declaration.signature, body: declaration.body, generics: declaration.genericParameterClause,
                nameToken: declaration.name, file: file, type: type, isStatic: isStatic, outerTypes: outerTypes)
        }

        init(initializer: InitializerDeclSyntax, file: TuistSourceFile, type: String, outerTypes: [String]) {
            self.init(
                DeclSyntax(initializer), signature: initializer.signature, body: initializer.body, generics: initializer.genericParameterClause,
                nameToken: initializer.initKeyword, file: file, type: type, isStatic: true, outerTypes: outerTypes)
        }

        private init(
            _ declaration: DeclSyntax, signature: FunctionSignatureSyntax, body: CodeBlockSyntax?, generics: GenericParameterClauseSyntax?,
            nameToken: TokenSyntax, file: TuistSourceFile, type: String?, isStatic: Bool, outerTypes: [String]
        ) {
            self.declaration = declaration
            self.body = body
            genericParameterClause = generics
            self.nameToken = nameToken
            self.file = file
            self.type = type
            self.outerTypes = outerTypes
            self.isStatic = isStatic
            parameters = signature.parameterClause.parameters.map { parameter in
                Parameter(
                    label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                    name: (parameter.secondName ?? parameter.firstName).text,
                    type: TuistHelpers.normalizedType(parameter.type.trimmedDescription),
                    isVariadic: parameter.ellipsis != nil,
                    defaultValue: parameter.defaultValue?.value)
            }
            returnType = signature.returnClause.map { TuistHelpers.normalizedType($0.type.trimmedDescription) }
        }

        var name: String { TuistHelpers.unescaped(nameToken) }
        var isInitializer: Bool { declaration.is(InitializerDeclSyntax.self) }
    }

    struct Property {
        let binding: PatternBindingSyntax
        let file: TuistSourceFile
        let type: String?
        let isStatic: Bool
        /// The type it was found for when a protocol extension gives it to that type.
        var conformingType: String?
        /// What `Self` is in its getter or initial value (see `Function.selfType`).
        var selfType: String? { conformingType ?? type }
        /// The types `type` is nested in, innermost first (see `Function.outerTypes`).
        var outerTypes: [String] = []
        /// The declared type (`: TargetDependency`), normalised.
        var annotation: String? { binding.typeAnnotation.map { TuistHelpers.normalizedType($0.type.trimmedDescription) } }
    }

    struct Enum {
        let name: String
        let file: TuistSourceFile
        /// `String`, `Int`, … (the first inherited type), if any.
        var rawType: String?
        var cases: [(name: String, rawValue: ExprSyntax?)] = []
        /// The cases with associated values (`case feature(Feature)`), each with its values'
        /// labels and types as written.
        var payloadCases: [String: [(label: String?, type: String, defaultValue: ExprSyntax?)]] = [:]
    }

    private(set) var freeFunctions: [String: [Function]] = [:]
    private(set) var globals: [String: Property] = [:]
    /// `private`/`fileprivate` globals, by file path and name.
    private(set) var fileGlobals: [String: [String: Property]] = [:]

    /// The global `name` as code in `file` sees it: its own private one first.
    func global(named name: String, in file: String) -> Property? {
        fileGlobals[file]?[name] ?? globals[name]
    }
    /// Methods by type and name; a type's initializers are its functions named `init`.
    private(set) var functions: [String: [String: [Function]]] = [:]
    private(set) var properties: [String: [String: Property]] = [:]
    /// What each type declares it conforms to (`enum Feature: String, ModulePathProtocol`,
    /// `extension Feature: ModulePathProtocol`, a protocol's own inherited protocols): a member
    /// a protocol extension gives (`extension ModulePathProtocol { var name: String { … } }`)
    /// is the conforming type's unless it declares its own.
    private(set) var conformances: [String: [String]] = [:]
    private(set) var enums: [String: Enum] = [:]
    /// Every type the helpers declare or extend (simple and qualified names).
    private(set) var types: Set<String> = []
    /// The types the helpers declare at the top level (`enum`, `struct`, `class`, `protocol`;
    /// not those they only extend, nor nested ones: `Project.Environment` is `Environment`
    /// only inside `Project`).
    private(set) var topLevelTypes: Set<String> = []
    /// `typealias Dep = TargetDependency`: what each alias names. Members declared in an
    /// extension of the alias are the type's too.
    private(set) var aliases: [String: String] = [:]

    /// Types of ProjectDescription whose static members and initializers are kept as data.
    static let projectDescriptionTypes: Set<String> = [
        "Project", "Target", "TargetDependency", "Product", "SourceFilesList", "SourceFileGlob", "Path", "Workspace",
        "Destinations", "Destination", "Platform", "DeploymentTargets", "Settings", "InfoPlist", "ResourceFileElements",
        "ResourceFileElement", "Scheme", "BuildableFolder", "Headers", "FileList", "FileListGlob", "Configuration",
    ]

    /// PackageDescription's, for a `Package.swift` read the same way (see `PackageEvaluation`).
    static let packageDescriptionTypes: Set<String> = [
        "Package", "Target", "Product", "SwiftSetting", "CSetting", "CXXSetting", "LinkerSetting", "Resource", "SupportedPlatform",
        "Dependency",
    ]

    /// The types whose static members and initializers are kept as data: ProjectDescription's,
    /// or PackageDescription's for a package (`init(package:)`). (Not both: a Tuist helper's
    /// `extension Package { enum SPM }` is no ProjectDescription type's `SPM`.)
    private(set) var frameworkTypes = projectDescriptionTypes

    init() {}

    /// The helpers of a `Package.swift`: its own declarations, with PackageDescription's types.
    init(package: Void) {
        frameworkTypes = Self.packageDescriptionTypes
    }

    /// A declared name as code uses it: `` `default` `` is `default`.
    static func unescaped(_ token: TokenSyntax) -> String {
        let text = token.text
        return text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    /// `ProjectDescription.TargetDependency?` → `TargetDependency`,
    /// `[ProjectDescription.TargetDependency]` → `[TargetDependency]`.
    static func normalizedType(_ text: String) -> String {
        var type = text.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type.replacingOccurrences(of: "ProjectDescription.", with: "")
    }

    /// The files added (a local plugin's helpers may be reached twice).
    private var added: Set<String> = []

    /// Adds a file's declarations, once. `topLevel` false leaves out its free functions and
    /// globals (a manifest's own are evaluated in order instead).
    mutating func add(_ file: TuistSourceFile, topLevel: Bool = true) {
        guard added.insert(file.path).inserted else { return }
        for item in file.tree.statements {
            guard case .decl(let declaration) = item.item else { continue }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                if topLevel { freeFunctions[Self.unescaped(function.name), default: []].append(Function(declaration: function, file: file, type: nil, isStatic: true)) }
            } else if let variable = declaration.as(VariableDeclSyntax.self) {
                guard topLevel else { continue }
                // `private let targetName = "Login"` in each of several helper files: each
                // file sees its own.
                let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ Self.unescaped($0.identifier) }) else { continue }
                    let property = Property(binding: binding, file: file, type: nil, isStatic: true)
                    if isPrivate {
                        fileGlobals[file.path, default: [:]][name] = property
                    } else {
                        globals[name] = property
                    }
                }
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                let target = Self.normalizedType(alias.initializer.value.trimmedDescription)
                if target != alias.name.text { aliases[alias.name.text] = target }
            } else {
                addType(declaration, file: file, outer: nil)
            }
        }
        applyAliases()
    }

    /// `Dep.Modules` → `TargetDependency.Modules` when `Dep` is an alias (followed a few times).
    func canonical(_ type: String) -> String {
        var type = type
        for _ in 0..<4 {
            let first = type.prefix { $0 != "." }
            guard let target = aliases[String(first)] else { break }
            type = target + type.dropFirst(first.count)
        }
        return type
    }

    /// Registers what was declared under an alias's spelling under the type it names too.
    private mutating func applyAliases() {
        guard !aliases.isEmpty else { return }
        for name in types where canonical(name) != name { types.insert(canonical(name)) }
        for (name, members) in functions where canonical(name) != name {
            for (function, overloads) in members {
                var merged = functions[canonical(name)]?[function] ?? []
                for overload in overloads where !merged.contains(where: { $0.declaration.id == overload.declaration.id }) { merged.append(overload) }
                functions[canonical(name), default: [:]][function] = merged
            }
        }
        for (name, members) in properties where canonical(name) != name {
            properties[canonical(name), default: [:]].merge(members) { existing, _ in existing }
        }
        for (name, enumeration) in enums where canonical(name) != name && enums[canonical(name)] == nil { enums[canonical(name)] = enumeration }
    }

    private mutating func addType(_ declaration: DeclSyntax, file: TuistSourceFile, outer: String?) {
        let name: String
        let members: MemberBlockItemListSyntax
        var inherited: [String] = []
        if let decl = declaration.as(EnumDeclSyntax.self) {
            name = decl.name.text
            members = decl.memberBlock.members
            inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else if let decl = declaration.as(StructDeclSyntax.self) {
            name = decl.name.text
            members = decl.memberBlock.members
            inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else if let decl = declaration.as(ClassDeclSyntax.self) {
            name = decl.name.text
            members = decl.memberBlock.members
            inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else if let decl = declaration.as(ProtocolDeclSyntax.self) {
            name = decl.name.text
            members = MemberBlockItemListSyntax([])
            inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else if let decl = declaration.as(ExtensionDeclSyntax.self) {
            name = Self.normalizedType(decl.extendedType.trimmedDescription)
            members = decl.memberBlock.members
            inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        } else {
            return
        }
        // Members know their type by its qualified name: two helper structs `Payment`, one in
        // `extension TargetDependency.Domain` and one in `extension TargetDependency.Feature`,
        // each see their own `static let name`.
        let qualified = outer.map { "\($0).\(name)" }
        // `A.B` for `C` in `A.B`: `A.B`, then `A`.
        var outerTypes: [String] = []
        if let outer {
            let parts = outer.split(separator: ".")
            outerTypes = (1...parts.count).reversed().map { parts.prefix($0).joined(separator: ".") }
        }
        // A nested type is known by its simple and its qualified name, also in an extension
        // naming it qualified (`extension CustomTarget.Kind { func path(…) }` is `Kind`'s where
        // `CustomTarget` writes `kind: Kind`).
        let simple = declaration.is(ExtensionDeclSyntax.self) && name.contains(".") ? name.split(separator: ".").last.map(String.init) : nil
        let names = [name] + (qualified.map { [$0] } ?? []) + (simple.map { [$0] } ?? [])
        types.formUnion(names)
        if outer == nil, !declaration.is(ExtensionDeclSyntax.self) { topLevelTypes.insert(name) }
        // `RawRepresentable<String>` is `RawRepresentable` here.
        let conformed = inherited.map { String($0.prefix { $0 != "<" }) }
        for typeName in names where !conformed.isEmpty { conformances[typeName, default: []] += conformed }
        let isEnum = declaration.is(EnumDeclSyntax.self)
        if isEnum {
            let rawType = inherited.first.flatMap { ["String", "Int", "Character"].contains($0) ? $0 : nil }
            for typeName in names where enums[typeName] == nil { enums[typeName] = Enum(name: name, file: file, rawType: rawType) }
        }
        for member in members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for typeName in names {
                    functions[typeName, default: [:]][Self.unescaped(function.name), default: []]
                        .append(Function(declaration: function, file: file, type: qualified ?? name, isStatic: isStatic, outerTypes: outerTypes))
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self).map({ Self.unescaped($0.identifier) }) else { continue }
                    for typeName in names {
                        properties[typeName, default: [:]][property] = Property(
                            binding: binding, file: file, type: qualified ?? name, isStatic: isStatic, outerTypes: outerTypes)
                    }
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                for typeName in names {
                    functions[typeName, default: [:]]["init", default: []]
                        .append(Function(initializer: initializer, file: file, type: qualified ?? name, outerTypes: outerTypes))
                }
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    if let parameters = element.parameterClause?.parameters {
                        let payload = parameters.map {
                            (label: $0.firstName?.text, type: Self.normalizedType($0.type.trimmedDescription), defaultValue: $0.defaultValue?.value)
                        }
                        for typeName in names { enums[typeName]?.payloadCases[Self.unescaped(element.name)] = payload }
                    } else {
                        for typeName in names { enums[typeName]?.cases.append((Self.unescaped(element.name), element.rawValue?.value)) }
                    }
                }
            } else {
                addType(decl, file: file, outer: qualified ?? name)
            }
        }
    }

    // MARK: Look-ups

    func isType(_ name: String) -> Bool {
        types.contains(name) || frameworkTypes.contains(canonical(name)) || name == "ProjectDescription"
            || name == "ProjectDescriptionHelpers" || name == "PackageDescription"
    }

    /// The type's methods of that name, else those a protocol it conforms to gives it (its
    /// extension's default implementation, whose `Self` is then `type`).
    func functions(named name: String, in type: String) -> [Function] {
        member(name, of: type, in: functions) { overloads in
            overloads.map { var function = $0; function.conformingType = type; return function }
        } ?? []
    }

    /// The type's property of that name, else the one a protocol it conforms to gives it
    /// (whose `Self` is then `type`: `static var moduleName: String { String(describing:
    /// Self.self) }` in `extension FeatureModule` is each conforming struct's own name).
    func property(named name: String, in type: String) -> Property? {
        member(name, of: type, in: properties) { var property = $0; property.conformingType = type; return property }
    }

    /// A member of `type` from one of the tables, else of the nearest protocol it conforms to,
    /// given to `type` by `conforming`.
    private func member<Member>(
        _ name: String, of type: String, in table: [String: [String: Member]], conforming: (Member) -> Member
    ) -> Member? {
        if let own = table[type]?[name] { return own }
        return conformedProtocols(of: type).lazy.compactMap { table[$0]?[name] }.first.map(conforming)
    }

    /// Whether `type` conforms to the protocol `name`, directly or through other protocols.
    func conforms(_ type: String, to name: String) -> Bool {
        conformedProtocols(of: type).contains { $0 == name || $0.hasSuffix("." + name) }
    }

    /// The protocols `type` conforms to, directly and through them, nearest first.
    private func conformedProtocols(of type: String) -> [String] {
        var found: [String] = []
        var queue = conformances[type] ?? []
        var seen: Set<String> = [type]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            queue += conformances[next] ?? []
        }
        return found
    }

    /// Static functions of every type with this name, in a stable order (for `.name(…)`
    /// whose type only the compiler knows).
    func staticFunctions(named name: String) -> [Function] {
        functions.keys.sorted().flatMap { type in (functions[type]?[name] ?? []).filter(\.isStatic) }
            .reduce(into: [Function]()) { unique, function in
                // Nested types are listed under two names: keep each declaration once.
                if !unique.contains(where: { $0.declaration.id == function.declaration.id }) { unique.append(function) }
            }
    }

    /// The one static property of this name in any helper type, if exactly one type has it.
    func uniqueStaticProperty(named name: String) -> Property? {
        var found: [Property] = []
        for type in properties.keys.sorted() {
            guard let property = properties[type]?[name], property.isStatic,
                  !found.contains(where: { $0.binding.id == property.binding.id }) else { continue }
            found.append(property)
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The qualified name of the one nested helper type called `name` (`TargetDependency.Feature`
    /// for `Feature`), if exactly one type nests one.
    func uniqueNestedType(named name: String) -> String? {
        // An alias's spelling (`Dep.Modules`) and the type's are one type.
        let nested = Set(types.filter { $0.hasSuffix("." + name) }.map(canonical))
        if nested.count == 1 { return nested.first }
        // Several (`TargetDependency.Feature` beside a `ModulePaths.Feature` enum): a manifest
        // writes `.Feature.home` where Tuist expects one of its own types, so the one nested in
        // a ProjectDescription type, when only one is.
        let inTuistTypes = nested.filter { type in
            frameworkTypes.contains(String(type.dropLast(name.count + 1)))
        }
        return inTuistTypes.count == 1 ? inTuistTypes.first : nil
    }

    /// The helper enums having a case of this name.
    func enums(withCase name: String) -> [String] {
        enums.keys.sorted().filter { key in enums[key]?.cases.contains { $0.name == name } ?? false }
    }
}
