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
        #expect(facts.imports.filter { ImportEvent.reexports($0.text) }.map(\.target) == ["CoreKit"])
    }

    /// Which import statements re-export their module, by their text as the front end
    /// writes it: `@_exported` among the attributes before `import`, with or without an
    /// access level (Swift 6's `@_exported public import X`).
    @Test func reExportsAreReadFromTheAttributesBeforeImport() {
        let reexporting = [
            "@_exported import CoreKit", "@_exported public import CoreKit", "@preconcurrency @_exported import CoreKit",
            "@_exported import struct CoreKit.Item",
        ]
        let plain = ["import CoreKit", "public import CoreKit", "@testable import CoreKit", "import _exported", "#import <CoreKit/CoreKit.h>"]
        #expect(reexporting.allSatisfy(ImportEvent.reexports))
        #expect(!plain.contains(where: ImportEvent.reexports))
    }

    /// A macro declaration depends on the module implementing it, named in a string.
    @Test func externalMacroModulesAreImports() {
        let facts = SwiftFrontEnd().facts(path: "Sources/Macros/Macros.swift", source: """
            @attached(member)
            public macro Observable() = #externalMacro(module: "MacrosImplementation", type: "ObservableMacro")
            """)
        #expect(facts.imports.map { "\($0.target) \($0.text) \($0.location.line)" } == [
            "MacrosImplementation #externalMacro(module: \"MacrosImplementation\") 2",
        ])
    }

    @Test func declarationsAndReferences() {
        let facts = SwiftFrontEnd().facts(path: "Sources/Cart/Cart.swift", source: """
        import UIKit
        import Goods

        public final class CartViewController: UIViewController, GoodsObserving {
            private let store: GoodsStore<GoodsItem> = .shared
            let title2 = formatPrice(GoodsConstants.maxItems)
            #if canImport(DebugMenu)
            let debug = DebugMenu()
            #endif
            func open() { store.item.reload(); let local = GoodsRouter.route }
        }
        extension GoodsItem: CustomStringConvertible {}
        public protocol CartServicing {}
        struct InternalHelper {}
        private struct FilePrivateHelper {}
        fileprivate let secret = 1
        public let cartRoute = "mall://cart"
        public func makeCart() {}
        #if DEBUG
        public enum DebugCart {}
        #endif
        """)
        #expect(facts.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.isPublic)" } == [
            "swift-type CartViewController true", "swift-protocol CartServicing true", "swift-type InternalHelper false",
            "constant cartRoute true", "function makeCart true", "swift-type DebugCart true",
        ])
        let found = Set(facts.references.map { "\($0.kind.rawValue) \($0.name)" })
        for expected in [
            "inherit UIViewController", "inherit GoodsObserving", "type GoodsStore", "type GoodsItem", "value formatPrice",
            "type GoodsConstants", "type DebugMenu", "type GoodsRouter", "extension GoodsItem", "inherit CustomStringConvertible",
        ] {
            #expect(found.contains(expected), "\(expected)")
        }
        #expect(!found.contains("value canImport"), "names in #if conditions are not uses")
        #expect(!found.contains("value reload") && !found.contains("value item") && !found.contains("value route"), "member names are not uses")
        #expect(!found.contains("type Goods"), "import paths are not uses")
    }

    /// A use records the `#if` clauses around it, as an import does, and a name is kept once
    /// per condition: a target that never compiles one clause (the macOS branch of a file an
    /// iOS and a macOS app share) still uses the name in another clause, or outside. After an
    /// unconditional use, a conditional one adds nothing.
    @Test func usesRecordTheirConditionOncePerCondition() {
        let facts = SwiftFrontEnd().facts(path: "Shared/NotesSync.swift", source: """
        import Foundation
        #if os(macOS)
        let palette = MacPalette()
        #else
        let palette = PhonePalette()
        #if DEBUG
        let inspector = MacPalette.inspector
        #endif
        #endif
        func refresh() { _ = MacPalette(); _ = PhonePalette(); _ = MacPalette() }
        #if targetEnvironment(macCatalyst)
        let catalyst = PhonePalette()
        #endif
        """)
        let found = facts.references.filter { $0.name.hasSuffix("Palette") }.map { "\($0.location.line) \($0.name) | \($0.condition ?? "-")" }
        #expect(found == [
            "3 MacPalette | os(macOS)",
            "5 PhonePalette | !(os(macOS))",
            "7 MacPalette | !(os(macOS)) && DEBUG",
            "10 MacPalette | -",
            "10 PhonePalette | -",
        ])
    }

    /// A name the file declares itself at any depth is that declaration where the file uses
    /// it, never another module's of the same name: a nested type, a typealias, a member, a
    /// generic parameter, a parameter, a local, a closure parameter, an enum case, and the
    /// generic parameters of a standard library type it extends.
    @Test func namesTheFileDeclaresAreNotUsesOfOtherModules() {
        let facts = SwiftFrontEnd().facts(path: "Modules/Goods/GoodsList.swift", source: """
        import Foundation

        struct GoodsList<Row> {
            struct Item { let id: Int }
            private typealias Session = UInt
            enum Mode { case compact, detailed }
            let items: [Item]
            let rows: [Row]
            let uuidString: String
            var label: String { "[\\(uuidString)] \\(Session(1))" }
            private func initialize() {}
            init(items: [Item], rows: [Row], uuid sku: String) {
                self.items = items; self.rows = rows; uuidString = sku
                initialize()
                let price = 3
                _ = items.map { item in item.id + price }.filter { $0 > 0 }
                _ = compact
            }
        }

        extension Array where Element == GoodsList<Int>.Item {
            var ids: [Int] { map { $0.id } }
        }

        let banner = ShopBanner(title: currentUserId)
        """)
        let found = Set(facts.references.map(\.name))
        for own in ["Item", "Session", "Row", "uuidString", "initialize", "sku", "price", "item", "Element", "compact", "Mode"] {
            #expect(!found.contains(own), "\(own)")
        }
        #expect(found.isSuperset(of: ["ShopBanner", "currentUserId"]), "\(found.sorted())")
    }

    @Test func locationsCountLinesAsSwiftDoesAndColumnsInBytes() {
        // `\r\n` and a lone `\r` each end one line; columns count UTF-8 bytes.
        let source = "import Goods\r\nimport Shop\rlet é = 1; import Sale\n\n  import Cart"
        let facts = SwiftFrontEnd().facts(path: "F.swift", source: source)
        #expect(facts.imports.map { "\($0.target) \($0.location.line):\($0.location.column)" } == [
            "Goods 1:1", "Shop 2:1", "Sale 3:13", "Cart 5:3",
        ])
    }

    @Test func survivesBrokenSource() {
        let facts = SwiftFrontEnd().facts(path: "Broken.swift", source: "import Goods\nclass {{{ func\nimport Shop")
        #expect(facts.imports.map(\.target).contains("Goods"))
    }
}
