import HiveLintCore

// The fixed tag tables of the facts format (see FactsCodec.swift). They are not the enums'
// raw values and do not depend on declaration order: changing one bumps
// `FactsCodec.formatVersion`.

/// An enum written as one byte of its table.
protocol CodecTagged {
    /// What the enum is, for errors ("unknown import form 7").
    static var codecName: String { get }
    var codecTag: UInt8 { get }
    init?(codecTag: UInt8)
}

extension Language: CodecTagged {
    static var codecName: String { "language" }

    var codecTag: UInt8 {
        switch self {
        case .swift: 0
        case .objcHeader: 1
        case .objc: 2
        case .objcpp: 3
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .swift
        case 1: self = .objcHeader
        case 2: self = .objc
        case 3: self = .objcpp
        default: return nil
        }
    }
}

extension ImportForm: CodecTagged {
    static var codecName: String { "import form" }

    var codecTag: UInt8 {
        switch self {
        case .swiftImport: 0
        case .angledInclude: 1
        case .quotedInclude: 2
        case .moduleImport: 3
        case .forwardClass: 4
        case .forwardProtocol: 5
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .swiftImport
        case 1: self = .angledInclude
        case 2: self = .quotedInclude
        case 3: self = .moduleImport
        case 4: self = .forwardClass
        case 5: self = .forwardProtocol
        default: return nil
        }
    }
}

extension DeclarationKind: CodecTagged {
    static var codecName: String { "declaration kind" }

    var codecTag: UInt8 {
        switch self {
        case .objcClass: 0
        case .objcProtocol: 1
        case .objcCategory: 2
        case .function: 3
        case .constant: 4
        case .macro: 5
        case .type: 6
        case .enumConstant: 7
        case .swiftType: 8
        case .swiftProtocol: 9
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .objcClass
        case 1: self = .objcProtocol
        case 2: self = .objcCategory
        case 3: self = .function
        case 4: self = .constant
        case 5: self = .macro
        case 6: self = .type
        case 7: self = .enumConstant
        case 8: self = .swiftType
        case 9: self = .swiftProtocol
        default: return nil
        }
    }
}

extension ReferenceKind: CodecTagged {
    static var codecName: String { "reference kind" }

    var codecTag: UInt8 {
        switch self {
        case .type: 0
        case .inherit: 1
        case .extension: 2
        case .category: 3
        case .value: 4
        case .macro: 5
        case .string: 6
        case .protocolExpression: 7
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .type
        case 1: self = .inherit
        case 2: self = .extension
        case 3: self = .category
        case 4: self = .value
        case 5: self = .macro
        case 6: self = .string
        case 7: self = .protocolExpression
        default: return nil
        }
    }
}

extension CallForm: CodecTagged {
    static var codecName: String { "call form" }

    var codecTag: UInt8 {
        switch self {
        case .message: 0
        case .macro: 1
        case .swift: 2
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .message
        case 1: self = .macro
        case 2: self = .swift
        default: return nil
        }
    }
}

extension TypeEventKind: CodecTagged {
    static var codecName: String { "type kind" }

    var codecTag: UInt8 {
        switch self {
        case .objcClass: 0
        case .objcProtocol: 1
        case .swiftType: 2
        case .swiftProtocol: 3
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .objcClass
        case 1: self = .objcProtocol
        case 2: self = .swiftType
        case 3: self = .swiftProtocol
        default: return nil
        }
    }
}

extension ConstantForm: CodecTagged {
    static var codecName: String { "constant form" }

    var codecTag: UInt8 {
        switch self {
        case .objcConstant: 0
        case .define: 1
        case .swiftConstant: 2
        case .swiftRawValue: 3
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .objcConstant
        case 1: self = .define
        case 2: self = .swiftConstant
        case 3: self = .swiftRawValue
        default: return nil
        }
    }
}

extension Severity: CodecTagged {
    static var codecName: String { "severity" }

    var codecTag: UInt8 {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .info
        case 1: self = .warning
        case 2: self = .error
        default: return nil
        }
    }
}

/// ValueExpression tags.
enum ValueTag {
    static let string: UInt8 = 0
    static let name: UInt8 = 1
    static let protocolRef: UInt8 = 2
    static let type: UInt8 = 3
    static let selector: UInt8 = 4
    static let format: UInt8 = 5
    static let concat: UInt8 = 6
    static let block: UInt8 = 7
    static let number: UInt8 = 8
    static let other: UInt8 = 9
    static let macroCall: UInt8 = 10
}

/// String ref codes (see the format notes).
enum StringCode {
    /// The empty string.
    static let empty: UInt8 = 0
    /// nil, for an optional string (a "shared" empty string, which is never written).
    static let none: UInt8 = 0b10
    static let noneValue = UInt64(none)
    /// Set on a back-reference.
    static let referenceBit: UInt64 = 0b1
    /// Set on a new string that is referenced again later in the record.
    static let sharedBit: UInt8 = 0b10
}

/// Location tags.
enum LocationTag {
    static let sameFile: UInt8 = 0
    static let explicitFile: UInt8 = 1
    static let absent: UInt8 = 2
}

extension SuppressionComment.Scope: CodecTagged {
    static var codecName: String { "suppression scope" }

    var codecTag: UInt8 {
        switch self {
        case .next: 0
        case .this: 1
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .next
        case 1: self = .this
        default: return nil
        }
    }
}
