import HiveLintCore

// Every record's fields, once each, in encoding order (see `FactsRecord`). Changing a list
// changes the format: bump `FactsCodec.formatVersion`.

extension FileFacts: FactsRecord {
    static let blank = FileFacts(path: "", language: .swift)

    /// After the record marker and the shared-string count, before the end marker.
    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.path(&path)
        try coder.tag(&language)
        try coder.records(&imports)
        try coder.records(&declarations)
        try coder.records(&calls)
        try coder.records(&types)
        try coder.records(&methods)
        try coder.records(&constants)
        try coder.records(&diagnostics)
        try coder.records(&suppressions)
        // Last, so that the parse cache can leave them unread (`DeferredReferences`).
        try coder.references(&self)
    }
}

extension ImportEvent: FactsRecord {
    static let blank = ImportEvent(form: .swiftImport, target: "", text: "", location: .blank)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&form)
        try coder.string(&target)
        try coder.string(&text)
        try coder.location(&location)
        try coder.optionalString(&condition)
    }
}

extension DeclarationEvent: FactsRecord {
    static let blank = DeclarationEvent(kind: .objcClass, name: "", location: .blank)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&kind, flag: &isPublic)
        try coder.string(&name)
        try coder.location(&location)
        try coder.optionalString(&detail)
    }
}

extension ReferenceEvent: FactsRecord {
    static let blank = ReferenceEvent(kind: .type, name: "", location: .blank)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&kind)
        try coder.string(&name)
        try coder.location(&location)
        try coder.optionalString(&condition)
    }
}

extension CallEvent: FactsRecord {
    static let blank = CallEvent(form: .message, name: "", location: .blank)

    /// `labels` are kept exactly (the initializer would turn empty labels into one nil per
    /// argument).
    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&form, flag: &inLoop)
        try coder.string(&name)
        try coder.optionalString(&receiver)
        try coder.values(&arguments)
        try coder.optionalStrings(&labels)
        try coder.strings(&chained)
        try coder.optionalString(&enclosingType)
        try coder.optionalString(&condition)
        try coder.location(&location)
    }
}

extension TypeEvent: FactsRecord {
    static let blank = TypeEvent(kind: .objcClass, name: "", location: .blank)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&kind, flag: &isExtension)
        try coder.string(&name)
        try coder.optionalString(&superclass)
        try coder.strings(&protocols)
        try coder.location(&location)
    }
}

extension MethodEvent: FactsRecord {
    static let blank = MethodEvent(typeName: "", selector: "", isClassMethod: false, location: .blank)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.string(&typeName)
        try coder.string(&selector)
        try coder.methodFlags(isClassMethod: &isClassMethod, returns: &returns)
        try coder.location(&location)
    }
}

extension ConstantEvent: FactsRecord {
    static let blank = ConstantEvent(form: .objcConstant, name: "", value: .other(""), location: .blank)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&form)
        try coder.string(&name)
        try coder.stringList(&parameters)
        try coder.value(&value)
        try coder.location(&location)
    }
}

extension Diagnostic: FactsRecord {
    static let blank = Diagnostic(severity: .info, code: "", message: "")

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&severity)
        try coder.string(&code)
        try coder.string(&message)
        try coder.optionalLocation(&location)
    }
}

extension SuppressionComment: FactsRecord {
    static let blank = SuppressionComment(location: .blank, scope: .next, rules: [], reason: nil)

    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure) {
        try coder.tag(&scope)
        try coder.strings(&rules)
        try coder.optionalString(&reason)
        try coder.location(&location)
    }
}

extension SourceLocation {
    /// A placeholder the decoder overwrites.
    fileprivate static var blank: SourceLocation { SourceLocation(file: "", line: 0, column: 0) }
}

// MARK: - ValueExpression

// An enum rather than a record: a tag byte, then the case's payload. Both directions are
// here, case by case in the same order.

extension ValueExpression {
    func encode(to encoder: inout FactsEncoder) {
        switch self {
        case .string(let s): encoder.write(ValueTag.string, s)
        case .name(let s): encoder.write(ValueTag.name, s)
        case .protocolRef(let s): encoder.write(ValueTag.protocolRef, s)
        case .type(let s): encoder.write(ValueTag.type, s)
        case .selector(let s): encoder.write(ValueTag.selector, s)
        case .format(let parts):
            encoder.byte(ValueTag.format)
            encoder.write(parts)
        case .concat(let parts):
            encoder.byte(ValueTag.concat)
            encoder.write(parts)
        case .block(let constructs, let castTo):
            encoder.byte(ValueTag.block)
            encoder.write(constructs)
            encoder.write(castTo)
        case .macroCall(let name, let arguments, let written):
            encoder.write(ValueTag.macroCall, name)
            encoder.write(written)
            encoder.write(arguments)
        case .number(let s): encoder.write(ValueTag.number, s)
        case .other(let s): encoder.write(ValueTag.other, s)
        }
    }

    /// The caller checks the nesting depth.
    init(from decoder: inout FactsDecoder) throws(FactsCodecError) {
        let tag = try decoder.reader.byte()
        switch tag {
        case ValueTag.string: self = .string(try decoder.readString())
        case ValueTag.name: self = .name(try decoder.readString())
        case ValueTag.protocolRef: self = .protocolRef(try decoder.readString())
        case ValueTag.type: self = .type(try decoder.readString())
        case ValueTag.selector: self = .selector(try decoder.readString())
        case ValueTag.format: self = .format(try decoder.readValues())
        case ValueTag.concat: self = .concat(try decoder.readValues())
        case ValueTag.block:
            let constructs = try decoder.readOptionalString()
            self = .block(constructs: constructs, castTo: try decoder.readOptionalString())
        case ValueTag.macroCall:
            let name = try decoder.readString()
            let written = try decoder.readString()
            self = .macroCall(name, try decoder.readValues(), written: written)
        case ValueTag.number: self = .number(try decoder.readString())
        case ValueTag.other: self = .other(try decoder.readString())
        default: throw decoder.reader.failure("unknown value tag \(tag)")
        }
    }
}
