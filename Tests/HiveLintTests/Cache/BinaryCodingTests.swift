import Foundation
import Testing
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery

/// `BinaryCoding`, the discovery memo's form: what it writes reads back equal, for every
/// shape `Codable` gives, and bytes it did not write for the type are an error, never a trap
/// or a wrong value.
@Suite struct BinaryCodingTests {
    enum Shape: Codable, Equatable {
        case plain
        case named(String)
        case pair(Int, label: String?)
    }

    /// Every primitive type, optional, present and absent.
    struct OptionalPrimitives: Codable, Equatable {
        var bool: Bool? = false, noBool: Bool? = nil, double: Double? = -1.5, noDouble: Double? = nil
        var float: Float? = 2.5, noFloat: Float? = nil, int8: Int8? = -8, noInt8: Int8? = nil
        var int16: Int16? = -16, int32: Int32? = -32, int64: Int64? = .min, noInt64: Int64? = nil
        var uint: UInt? = 7, uint8: UInt8? = 255, uint16: UInt16? = 16, uint32: UInt32? = 32, uint64: UInt64? = .max, noUInt64: UInt64? = nil
        var bools: [Bool] = [true, false], doubles: [Double?] = [nil, 0.5], strings: Set<String?> = ["a", nil]
    }

    struct Everything: Codable, Equatable {
        var text = "Goods – ünïcode"
        var empty = ""
        var flag = true
        var negative = -42
        var large = UInt64.max
        var small: Int8 = -128
        var ratio = 0.25
        var missing: String? = nil
        var present: Int? = 0
        var nestedOptional: [String?] = ["a", nil, ""]
        var list = [1, 2, 3]
        var set: Set<String> = ["Shop", "Sale"]
        var table: [String: [Int]] = ["a": [1], "b": [], "": [0]]
        var shapes: [Shape] = [.plain, .named("x"), .pair(-1, label: nil), .pair(7, label: "seven")]
        var optionalShape: Shape? = .named("y")
        var optionalPrimitives = OptionalPrimitives()
        var kind = ModuleKind.business
        var claims: [FileClaim] = [.file("Goods/GDSItem.m"), .directory(""), .glob("Pods/Shop/**/*.{h,m}", excluding: ["Pods/Shop/Tests/**", ""]), .glob("*.swift")]
        var location = SourceLocation(file: "Modules/Goods/GDSItem.h", line: 3, column: 1)
    }

    @Test func everyShapeReadsBackEqual() throws {
        let value = Everything()
        let bytes = try BinaryCoding.encode(value)
        #expect(try BinaryCoding.decode(Everything.self, from: bytes) == value)
        var changed = value
        changed.missing = "now here"
        changed.present = nil
        changed.optionalShape = nil
        #expect(try BinaryCoding.decode(Everything.self, from: BinaryCoding.encode(changed)) == changed)
    }

    @Test(arguments: ["tuist-features", "cocoapods-devpods", "xcode-targets", "swiftpm-shop", "xcodegen-app", "bifrost-pods"])
    func discoveryResultsReadBackEqual(fixture: String) throws {
        let result = try discover(try TemporaryTree.copy(ofFixture: fixture))
        #expect(!result.modules.isEmpty)
        let decoded = try BinaryCoding.decode(ModuleDiscovery.Result.self, from: BinaryCoding.encode(result))
        #expect(decoded == result)
    }

    @Test func bytesOfAnotherTypeOrCutShortAreErrors() throws {
        let bytes = try BinaryCoding.encode(Everything())
        // Every truncation fails (the last field is a location: nothing is optional at the end).
        for end in 0..<bytes.count {
            #expect(throws: (any Error).self) { try BinaryCoding.decode(Everything.self, from: Array(bytes[..<end])) }
        }
        #expect(throws: (any Error).self) { try BinaryCoding.decode(Everything.self, from: bytes + [0]) }
        // Field names are checked: another struct's bytes are not read as this one.
        #expect(throws: (any Error).self) { try BinaryCoding.decode(Everything.self, from: BinaryCoding.encode(SourceLocation(file: "a", line: 1, column: 1))) }
        // Damaged bytes: an error or a value, never a trap.
        for index in stride(from: 0, to: bytes.count, by: 3) {
            var damaged = bytes
            damaged[index] ^= 0xA5
            _ = try? BinaryCoding.decode(Everything.self, from: damaged)
        }
    }
}
