import Testing
@testable import HiveLintCore

/// `Checksum` guards hive-lint's own files against damage that still decodes, and keys the
/// parse cache by content: every one-bit change, and every change of length, must show.
struct ChecksumTests {
    @Test func everyFlippedBitAndEveryLengthChangesIt() {
        // 8 words and a tail of 5 bytes, so that both loops are covered.
        let bytes = (0..<69).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let original = Checksum.of(bytes)
        var seen: Set<UInt64> = [original]
        for index in bytes.indices {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[index] ^= 1 << bit
                #expect(seen.insert(Checksum.of(damaged)).inserted, "byte \(index) bit \(bit)")
            }
        }
        for count in 0..<bytes.count { #expect(seen.insert(Checksum.of(bytes[..<count])).inserted, "first \(count) bytes") }
        #expect(Checksum.of(bytes + [0]) != original)
        #expect(Checksum.of([0]) != Checksum.of([0, 0]))
        // A slice and the array of its bytes agree (entries are checked in place).
        #expect(Checksum.of(bytes[3..<40]) == Checksum.of(Array(bytes[3..<40])))
    }
}
