import Foundation
import HiveLintCore

/// JSON as Foundation's `JSONEncoder` writes it with `.sortedKeys` and `.withoutEscapingSlashes`
/// (and `.prettyPrinted` when `pretty`), byte for byte: keys in the order of their UTF-8 bytes,
/// two spaces per level, `"key" : value`, an empty array or object over an empty line, strings
/// escaped by `JSONString`.
/// Foundation's encoder took a fifth of a run after an edit on a large tree (an 11 MB report:
/// 0.3 s of CPU), most of it in its boxing of every value and a dictionary per object; this
/// one builds a tree of plain arrays and writes it once.
///
/// `encode` returns `nil` for what it does not write as Foundation would: floating-point
/// numbers, dates, data, URLs and decimals (Foundation formats each in its own way; none is in
/// hive-lint's documents), and a top-level value that encodes nothing. The caller then uses
/// Foundation.
struct SortedJSONEncoder {
    var pretty = true

    func encode(_ value: some Encodable) throws -> [UInt8]? {
        let state = EncodingState()
        let encoder = TreeEncoder(state)
        try value.encode(to: encoder)
        guard !state.unsupported, let node = encoder.node else { return nil }
        var writer = Writer(pretty: pretty)
        writer.write(node)
        return writer.bytes
    }

    /// A value as it is encoded: containers are shared objects, so a container handed out
    /// keeps filling the tree after its encoder returned (as `Encoder` requires).
    enum Node {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array(ArrayNode)
        case object(ObjectNode)
        /// What a `superEncoder` was given, read when the tree is written.
        case encoder(TreeEncoder)
    }

    final class ArrayNode {
        var items: [Node] = []
    }

    final class ObjectNode {
        var keys: [String] = []
        var values: [Node] = []

        func set(_ key: String, _ value: Node) {
            keys.append(key)
            values.append(value)
        }
    }

    final class EncodingState {
        /// A value Foundation formats in its own way was met.
        var unsupported = false
    }

    /// Turns one `Encodable` value into a `Node`.
    final class TreeEncoder: Encoder {
        let state: EncodingState
        var node: Node?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        init(_ state: EncodingState) { self.state = state }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object(let object) = node { return KeyedEncodingContainer(KeyedContainer(object: object, state: state)) }
            let object = ObjectNode()
            node = .object(object)
            return KeyedEncodingContainer(KeyedContainer(object: object, state: state))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array(let array) = node { return UnkeyedContainer(array: array, state: state) }
            let array = ArrayNode()
            node = .array(array)
            return UnkeyedContainer(array: array, state: state)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }

        /// A value's node: strings, integers and booleans directly, anything else through its
        /// own `encode(to:)` (a value that encodes nothing is `{}`, as in Foundation).
        func box<T: Encodable>(_ value: T) throws -> Node {
            switch value {
            case let string as String: return .string(string)
            case let int as Int: return .number(String(int))
            case let bool as Bool: return .bool(bool)
            case is Double, is Float, is Date, is Data, is URL, is Decimal:
                state.unsupported = true
                return .null
            default:
                let child = TreeEncoder(state)
                try value.encode(to: child)
                return child.node ?? .object(ObjectNode())
            }
        }

        func unsupported() -> Node {
            state.unsupported = true
            return .null
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: ObjectNode
        let state: EncodingState
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { object.set(key.stringValue, .null) }
        mutating func encode(_ value: Bool, forKey key: Key) { object.set(key.stringValue, .bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) { object.set(key.stringValue, .string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) { unsupported(key) }
        mutating func encode(_ value: Float, forKey key: Key) { unsupported(key) }
        mutating func encode(_ value: Int, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: Int8, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: Int16, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: Int32, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: Int64, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: UInt, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: UInt8, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: UInt16, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: UInt32, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode(_ value: UInt64, forKey key: Key) { object.set(key.stringValue, .number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            object.set(key.stringValue, try TreeEncoder(state).box(value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectNode()
            object.set(key.stringValue, .object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, state: state))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = ArrayNode()
            object.set(key.stringValue, .array(nested))
            return UnkeyedContainer(array: nested, state: state)
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            let encoder = TreeEncoder(state)
            object.set(name, .encoder(encoder))
            return encoder
        }

        private func unsupported(_ key: Key) {
            state.unsupported = true
            object.set(key.stringValue, .null)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let array: ArrayNode
        let state: EncodingState
        var codingPath: [any CodingKey] { [] }
        var count: Int { array.items.count }

        mutating func encodeNil() { array.items.append(.null) }
        mutating func encode(_ value: Bool) { array.items.append(.bool(value)) }
        mutating func encode(_ value: String) { array.items.append(.string(value)) }
        mutating func encode(_ value: Double) { unsupported() }
        mutating func encode(_ value: Float) { unsupported() }
        mutating func encode(_ value: Int) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: Int8) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: Int16) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: Int32) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: Int64) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt8) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt16) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt32) { array.items.append(.number(String(value))) }
        mutating func encode(_ value: UInt64) { array.items.append(.number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { array.items.append(try TreeEncoder(state).box(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = ObjectNode()
            array.items.append(.object(nested))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, state: state))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = ArrayNode()
            array.items.append(.array(nested))
            return UnkeyedContainer(array: nested, state: state)
        }

        mutating func superEncoder() -> any Encoder {
            let encoder = TreeEncoder(state)
            array.items.append(.encoder(encoder))
            return encoder
        }

        private func unsupported() {
            state.unsupported = true
            array.items.append(.null)
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.node = .null }
        mutating func encode(_ value: Bool) { encoder.node = .bool(value) }
        mutating func encode(_ value: String) { encoder.node = .string(value) }
        mutating func encode(_ value: Double) { encoder.node = encoder.unsupported() }
        mutating func encode(_ value: Float) { encoder.node = encoder.unsupported() }
        mutating func encode(_ value: Int) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: Int8) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: Int16) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: Int32) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: Int64) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: UInt) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: UInt8) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: UInt16) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: UInt32) { encoder.node = .number(String(value)) }
        mutating func encode(_ value: UInt64) { encoder.node = .number(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.node = try encoder.box(value) }
    }

    /// Writes a tree as Foundation's `JSONWriter` does.
    struct Writer {
        let pretty: Bool
        var bytes: [UInt8] = []
        private var indent = 0

        init(pretty: Bool) {
            self.pretty = pretty
            bytes.reserveCapacity(1 << 16)
        }

        mutating func write(_ node: Node) {
            switch node {
            case .null: append("null")
            case .bool(let value): append(value ? "true" : "false")
            case .number(let digits): bytes.append(contentsOf: digits.utf8)
            case .string(let string): writeString(string)
            case .array(let array): writeArray(array.items)
            case .object(let object): writeObject(object)
            case .encoder(let encoder): write(encoder.node ?? .object(ObjectNode()))
            }
        }

        private mutating func writeArray(_ items: [Node]) {
            bytes.append(UInt8(ascii: "["))
            if pretty {
                bytes.append(UInt8(ascii: "\n"))
                indent += 1
            }
            for (index, item) in items.enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                    if pretty { bytes.append(UInt8(ascii: "\n")) }
                }
                if pretty { writeIndent() }
                write(item)
            }
            if pretty {
                bytes.append(UInt8(ascii: "\n"))
                indent -= 1
                writeIndent()
            }
            bytes.append(UInt8(ascii: "]"))
        }

        /// The order of the last few key lists met (the objects of one type list the same
        /// keys in the same order: sorted once).
        private var orders: [(keys: [String], order: [Int])] = []

        /// Indices of `keys` sorted by the keys' bytes, equal keys in the order they were set.
        private mutating func order(of keys: [String]) -> [Int] {
            if let known = orders.first(where: { $0.keys == keys }) { return known.order }
            let order = keys.indices.sorted { a, b in
                keys[a] == keys[b] ? a < b : keys[a].utf8.lexicographicallyPrecedes(keys[b].utf8)
            }
            if orders.count == 16 { orders.removeFirst() }
            orders.append((keys, order))
            return order
        }

        private mutating func writeObject(_ object: ObjectNode) {
            // Sorted by the keys' bytes; of a key set twice the last value wins (Foundation
            // keeps a dictionary).
            let keys = object.keys
            let order = order(of: keys)
            bytes.append(UInt8(ascii: "{"))
            if pretty {
                bytes.append(UInt8(ascii: "\n"))
                indent += 1
                if !keys.isEmpty { writeIndent() }
            }
            var first = true
            for (position, index) in order.enumerated() {
                if position + 1 < order.count, keys[order[position + 1]] == keys[index] { continue }
                if !first {
                    bytes.append(UInt8(ascii: ","))
                    if pretty {
                        bytes.append(UInt8(ascii: "\n"))
                        writeIndent()
                    }
                }
                first = false
                writeString(keys[index])
                if pretty { append(" : ") } else { bytes.append(UInt8(ascii: ":")) }
                write(object.values[index])
            }
            if pretty {
                bytes.append(UInt8(ascii: "\n"))
                indent -= 1
                writeIndent()
            }
            bytes.append(UInt8(ascii: "}"))
        }

        private mutating func writeIndent() {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        }

        private mutating func append(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        private mutating func writeString(_ string: String) { JSONString.appendQuoted(string, to: &bytes) }
    }
}
