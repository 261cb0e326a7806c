import HiveLintCore
import HiveLintSwift
import Testing

@Suite struct SwiftFrontEndTests {
    let source = """
    // import Commented
    import Foundation
    @testable import GoodsFeature
    @_implementationOnly import Networking
    @_exported import CoreKit
    import struct CartInterface.CartItem
    @preconcurrency import LegacyKit
    #if canImport(UIKit)
    import UIKit
    #elseif os(macOS)
    import AppKit
    #else
    #if DEBUG
    import DebugMenu
    #endif
    #endif
    let text = "import NotAnImport"
    func f() {
        /* import AlsoNot */
    }
    """

    @Test func findsEveryImportFormWithLocationAndText() {
        let facts = SwiftFrontEnd().facts(path: "Sources/App/File.swift", source: source)
        let found = facts.imports.map { "\($0.location.line):\($0.location.column) \($0.target) | \($0.text) | \($0.condition ?? "-")" }
        #expect(found == [
            "2:1 Foundation | import Foundation | -",
            "3:1 GoodsFeature | @testable import GoodsFeature | -",
            "4:1 Networking | @_implementationOnly import Networking | -",
            "5:1 CoreKit | @_exported import CoreKit | -",
            "6:1 CartInterface | import struct CartInterface.CartItem | -",
            "7:1 LegacyKit | @preconcurrency import LegacyKit | -",
            "9:1 UIKit | import UIKit | canImport(UIKit)",
            "11:1 AppKit | import AppKit | !(canImport(UIKit)) && os(macOS)",
            "14:1 DebugMenu | import DebugMenu | !(canImport(UIKit)) && !(os(macOS)) && DEBUG",
        ])
        #expect(facts.imports.allSatisfy { $0.form == .swiftImport && $0.location.file == "Sources/App/File.swift" })
    }

    @Test func survivesBrokenSource() {
        let facts = SwiftFrontEnd().facts(path: "Broken.swift", source: "import Goods\nclass {{{ func\nimport Shop")
        #expect(facts.imports.map(\.target).contains("Goods"))
    }
}
