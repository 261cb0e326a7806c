/// A value written as an argument or as a constant's initializer, as far as it can be known
/// without running the code. The front ends build it from syntax; the manifest resolves names
/// through the tree's constants.
public indirect enum ValueExpression: Sendable, Codable, Hashable {
    /// A string literal, escapes decoded (`@"//goods/detail"`, `"myapp://user"`); adjacent
    /// Objective-C literals are joined.
    case string(String)
    /// A name that may stand for a constant: `kRouteGoodsDetail`, `GOODS_ROUTE`,
    /// `Routes.goodsDetail`, `GoodsRoute.detail.rawValue`.
    case name(String)
    /// `@protocol(P)` (`NSProtocolFromString(@"P")` is the string `P`).
    case protocolRef(String)
    /// A type named as a value: `[X class]`, `X.class`, Swift
    /// `X.self`. `self` stands for the enclosing class (`[self class]`, `self.class`).
    case type(String)
    /// `@selector(a:b:)`.
    case selector(String)
    /// `[NSString stringWithFormat:format, args…]`: the format first, then the arguments.
    case format([ValueExpression])
    /// Pieces joined: Swift interpolation and `+`, `stringByAppendingString:`.
    case concat([ValueExpression])
    /// A block or closure; for a Swift closure, the type it constructs (`{ _ in GoodsServiceImpl() }`)
    /// and the type it casts that to (`{ ConsoleLogger() as ErrorReporting }`, Resolver's way to
    /// name the protocol a registration provides).
    case block(constructs: String?, castTo: String? = nil)
    /// A function-like macro or function invoked with arguments, `ROUTE(@"detail")`, and the
    /// invocation as written: a `#define ROUTE(x) …` of the tree turns it into a value.
    case macroCall(String, [ValueExpression], written: String)
    /// A number or boolean literal as written (`1`, `YES`, `true`).
    case number(String)
    /// Anything else, as written on one line (a variable, a call): not known statically.
    case other(String)

    /// The expression on one line, close to how it was written.
    public var text: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .name(let name): name
        case .protocolRef(let name): "@protocol(\(name))"
        case .type(let name): "\(name).self"
        case .selector(let name): "@selector(\(name))"
        case .format(let parts): "format(" + parts.map(\.text).joined(separator: ", ") + ")"
        case .concat(let parts): parts.map(\.text).joined(separator: " + ")
        case .block(let constructs, let castTo):
            constructs.map { "{ \($0)(…)" + (castTo.map { " as \($0)" } ?? "") + " }" } ?? "{ … }"
        case .macroCall(_, _, let written): written
        case .number(let text): text
        case .other(let text): text
        }
    }
}

/// How a call was written.
public enum CallForm: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// An Objective-C message send: `[[BeeHive shareInstance] createService:@protocol(P)]`.
    case message
    /// A macro or C function invocation: `BFRegister(P)`, `@BeeHiveService(P, Impl)`,
    /// `TP_MODULE_AUTO_REGISTER` (a macro used without parentheses has no arguments).
    case macro
    /// A Swift call: `container.register(P.self) { … }`, `navigator.open("…")`.
    case swift
}

/// A call a framework recognizer may care about. The front ends emit only calls whose name is
/// in the `CallVocabulary` they are given (the selectors, macros and Swift calls some
/// recognizer names), so files do not carry every call they make.
public struct CallEvent: Sendable, Codable, Hashable, Comparable {
    public var form: CallForm
    /// Objective-C selector (`registerURLPattern:toHandler:`), macro or function name
    /// (`BeeHiveService`), or Swift base name (`register`).
    public var name: String
    /// Who receives it: for a message, the class at the root of the receiver
    /// (`BeeHive` for `[[BeeHive shareInstance] …]`), `self`, `super`, or the expression as
    /// written; for a Swift call, the base expression (`container`, `Navigator.shared`);
    /// `nil` for macros, functions and unqualified Swift calls.
    public var receiver: String?
    public var arguments: [ValueExpression]
    /// Swift argument labels, one per argument (`nil` for unlabeled ones and trailing closures).
    public var labels: [String?]
    /// Calls applied to this call's result, as written (`inObjectScope(.container)`).
    public var chained: [String]
    /// The class (or Swift type) whose implementation the call is written in.
    public var enclosingType: String?
    /// Whether the call sits inside a loop (`for`, `while`, `forEach`): it may run many times
    /// with different values.
    public var inLoop: Bool
    /// The `#if` condition the call sits under (`DEBUG`, `!(DEBUG)`), or `nil`: two
    /// registrations in different branches are never both compiled.
    public var condition: String?
    public var location: SourceLocation

    public init(
        form: CallForm, name: String, receiver: String? = nil, arguments: [ValueExpression] = [], labels: [String?] = [],
        chained: [String] = [], enclosingType: String? = nil, inLoop: Bool = false, condition: String? = nil, location: SourceLocation
    ) {
        self.form = form
        self.name = name
        self.receiver = receiver
        self.arguments = arguments
        self.labels = labels.isEmpty ? Array(repeating: nil, count: arguments.count) : labels
        self.chained = chained
        self.enclosingType = enclosingType
        self.inLoop = inLoop
        self.condition = condition
        self.location = location
    }

    public static func < (lhs: CallEvent, rhs: CallEvent) -> Bool {
        (lhs.location, lhs.form, lhs.name) < (rhs.location, rhs.form, rhs.name)
    }
}

/// The names calls must have to be emitted (see `CallEvent`).
public struct CallVocabulary: Sendable, Hashable {
    /// Objective-C selectors, full (`registerService:service:`).
    public var selectors: Set<String>
    /// Macro and C function names.
    public var macros: Set<String>
    /// Swift call base names.
    public var swiftCalls: Set<String>
    /// Swift call base names that also name the calls beginning with them and then an
    /// uppercase letter (`register` for a container wrapper's `registerSingleton`).
    public var swiftCallPrefixes: Set<String> = []
    /// Macros or functions that build a string like `stringWithFormat:` (Bifrost's `BFStr`):
    /// their arguments are read as a format.
    public var formatFunctions: Set<String>
    /// Selectors whose first argument is the value they return, as far as keys go
    /// (MGJRouter's `generateURLWithPattern:parameters:` gives its pattern, filled in).
    public var passThroughSelectors: Set<String>

    public init(
        selectors: Set<String> = [], macros: Set<String> = [], swiftCalls: Set<String> = [], formatFunctions: Set<String> = [],
        passThroughSelectors: Set<String> = []
    ) {
        self.selectors = selectors
        self.macros = macros
        self.swiftCalls = swiftCalls
        self.formatFunctions = formatFunctions
        self.passThroughSelectors = passThroughSelectors
    }

    /// Adds every name `other` has.
    public mutating func formUnion(_ other: CallVocabulary) {
        selectors.formUnion(other.selectors)
        macros.formUnion(other.macros)
        swiftCalls.formUnion(other.swiftCalls)
        swiftCallPrefixes.formUnion(other.swiftCallPrefixes)
        formatFunctions.formUnion(other.formatFunctions)
        passThroughSelectors.formUnion(other.passThroughSelectors)
    }

    /// Whether the front ends emit Swift calls of this base name.
    public func namesSwiftCall(_ name: String) -> Bool {
        swiftCalls.contains(name) || swiftCallPrefixes.contains { CallPattern.extends(name, prefix: $0) }
    }
}

/// What kind of type a `TypeEvent` declares.
public enum TypeEventKind: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// `@interface X : Super <P>` (also a class extension `@interface X () <P>` and a
    /// category `@interface X (Cat) <P>`, which add conformances to X).
    case objcClass = "objc-class"
    case objcProtocol = "objc-protocol"
    /// A Swift class, struct, enum or actor (or an extension adding conformances).
    case swiftType = "swift-type"
    case swiftProtocol = "swift-protocol"
}

/// A class or protocol (or an extension of one) with what it inherits and conforms to; the
/// manifest checks a service implementation's conformance with these.
public struct TypeEvent: Sendable, Codable, Hashable, Comparable {
    public var kind: TypeEventKind
    public var name: String
    /// The superclass, when written (`@interface X : NSObject`); Swift lists every supertype
    /// in `protocols`, since syntax cannot tell a superclass from a protocol.
    public var superclass: String?
    /// Protocols adopted (classes) or inherited (protocols).
    public var protocols: [String]
    /// Whether this adds to a type declared elsewhere (category, class extension, Swift
    /// `extension`).
    public var isExtension: Bool
    public var location: SourceLocation

    public init(kind: TypeEventKind, name: String, superclass: String? = nil, protocols: [String] = [], isExtension: Bool = false, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.superclass = superclass
        self.protocols = protocols
        self.isExtension = isExtension
        self.location = location
    }

    public static func < (lhs: TypeEvent, rhs: TypeEvent) -> Bool {
        (lhs.location, lhs.kind, lhs.name) < (rhs.location, rhs.kind, rhs.name)
    }
}

/// A method implemented in an `@implementation` (or a Swift type): CTMediator actions,
/// BeeHive's `modulePriority`, `singleton`.
public struct MethodEvent: Sendable, Codable, Hashable, Comparable {
    /// The class the method belongs to (for a category, the class it extends).
    public var typeName: String
    /// Objective-C selector as written (`Action_detail:`, `Action_list`).
    public var selector: String
    public var isClassMethod: Bool
    /// When the body is a single `return X;`: X.
    public var returns: ValueExpression?
    public var location: SourceLocation

    public init(typeName: String, selector: String, isClassMethod: Bool, returns: ValueExpression? = nil, location: SourceLocation) {
        self.typeName = typeName
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.returns = returns
        self.location = location
    }

    public static func < (lhs: MethodEvent, rhs: MethodEvent) -> Bool {
        (lhs.location, lhs.typeName, lhs.selector) < (rhs.location, rhs.typeName, rhs.selector)
    }
}

/// How a constant was defined.
public enum ConstantForm: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// `static NSString *const kX = @"…";`, `NSString *const kX = …;`
    case objcConstant = "objc-constant"
    /// `#define kX @"…"`
    case define
    /// Swift `let`/`static let` (qualified by its enclosing types: `Routes.goodsDetail`).
    case swiftConstant = "swift-constant"
    /// A Swift enum case's raw value (`GoodsRoute.detail`).
    case swiftRawValue = "swift-raw-value"
}

/// A named value that may hold a route, a target or a service name.
public struct ConstantEvent: Sendable, Codable, Hashable, Comparable {
    public var form: ConstantForm
    /// The name uses write (`kRouteGoodsDetail`, `Routes.goodsDetail`).
    public var name: String
    public var value: ValueExpression
    public var location: SourceLocation
    /// A function-like macro's parameters (`#define ROUTE(x) …`), which `value` names;
    /// `nil` for everything else.
    public var parameters: [String]?

    public init(form: ConstantForm, name: String, value: ValueExpression, location: SourceLocation, parameters: [String]? = nil) {
        self.form = form
        self.name = name
        self.value = value
        self.location = location
        self.parameters = parameters
    }

    public static func < (lhs: ConstantEvent, rhs: ConstantEvent) -> Bool {
        (lhs.location, lhs.name) < (rhs.location, rhs.name)
    }
}
