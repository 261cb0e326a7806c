import HiveLintCore
import HiveLintObjC
import Testing

@Suite struct ObjCFrontEndTests {
    func parse(_ text: String, path: String = "Modules/Sale/SALCartViewController.m", language: Language = .objc) throws -> FileFacts {
        try LibClang.load()
        return ObjCFrontEnd().facts(path: path, contents: Array(text.utf8), language: language, prelude: .sdkOnly)
    }

    @Test func findsIncludesModuleImportsAndForwardClasses() throws {
        let facts = try parse("""
        #import "SALCartViewController.h"
        #import <UIKit/UIKit.h>
        #import   <Shop/SHPCartManager.h>   // shop's cart
        #include "legacy_c_helpers.h"
        @import Goods;
        @import Foundation.NSString;
        @class GDSGoodsModel, SHPOrder;
        @protocol SHPCartObserver, GDSPricing;
        #if 0
        #import "Dead.h"
        @import DeadModule;
        #endif
        // #import "Commented.h"
        /*
        #import "AlsoCommented.h"
        @import AlsoDead;
        */
        @interface SALCartViewController ()
        @end
        @implementation SALCartViewController
        - (void)viewDidLoad { [super viewDidLoad]; }
        @end
        """)
        let found = facts.imports.map { "\($0.location.line):\($0.location.column) \($0.form.rawValue) \($0.target) | \($0.text)" }
        #expect(found == [
            "1:1 quoted-include SALCartViewController.h | #import \"SALCartViewController.h\"",
            "2:1 angled-include UIKit/UIKit.h | #import <UIKit/UIKit.h>",
            "3:1 angled-include Shop/SHPCartManager.h | #import <Shop/SHPCartManager.h>",
            "4:1 quoted-include legacy_c_helpers.h | #include \"legacy_c_helpers.h\"",
            "5:1 module-import Goods | @import Goods;",
            "6:1 module-import Foundation | @import Foundation.NSString;",
            "7:8 forward-class GDSGoodsModel | @class GDSGoodsModel;",
            "7:23 forward-class SHPOrder | @class SHPOrder;",
            "8:11 forward-protocol SHPCartObserver | @protocol SHPCartObserver;",
            "8:28 forward-protocol GDSPricing | @protocol GDSPricing;",
        ])
        // A forward declaration is no use of the protocol (optimizely's `@protocol
        // OPTLYDatafileManager, OPTLYErrorHandler;` was a `type` use, a false cycle's edge).
        #expect(!facts.references.contains { $0.name == "SHPCartObserver" || $0.name == "GDSPricing" }, "\(facts.references.map(\.name))")
    }

    /// A macro an `.m` defines itself (VLC's share extension's own `APLog`) is its own where it
    /// expands it, not a use of a same-named macro other modules' headers define; a macro it
    /// only expands stays a use.
    /// A category records the class it extends, also when no declaration of the class is in
    /// sight (CTMediator's, from a pod the tree does not hold) and clang drops it.
    @Test func aCategoryRecordsTheClassItExtends() throws {
        let facts = try parse("""
        #import <CTMediator/CTMediator.h>
        @interface CTMediator (Hotel)
        - (UIViewController *)Hotel_bookingViewController;
        @end
        @interface NSObject(HTLDebug)
        @end
        """, path: "Modules/HotelCategory/CTMediator+Hotel.h", language: .objcHeader)
        let categories = facts.declarations.filter { $0.kind == .objcCategory }.map { "\($0.name) on \($0.detail ?? "?")" }
        #expect(categories == ["Hotel on CTMediator", "HTLDebug on NSObject"])
    }

    /// A C function or global an implementation file defines is its own where it uses it
    /// (sentry's `isErrorPathTooLong()`, which a test helper header of another module declares
    /// too); an `extern` declaration or a prototype alone is no definition. So is one defined
    /// between `@implementation` and `@end` (Telegram's `extractFileUrlComponents`, which C
    /// makes a file-level function all the same).
    @Test func functionsAndGlobalsTheFileDefinesAreItsOwn() throws {
        let facts = try parse("""
        #import <Foundation/Foundation.h>
        extern NSString *const SALSharedKey;
        BOOL SALIsRemote(NSString *path);
        static NSString *const SALLocalKey = @"sale.local";
        BOOL SALIsAmountValid(NSInteger amount) { return amount > 0; }
        @implementation SALCartViewController
        static NSString *const SALRowKey = @"sale.row";
        BOOL SALSplitOrderURL(NSString *url, int *shop) { return url.length > 0; }
        - (void)check { if (SALIsAmountValid(1) && SALIsRemote(SALLocalKey)) { NSLog(@"%@", SALSharedKey); } }
        - (void)open:(NSString *)url { int shop; if (SALSplitOrderURL(url, &shop)) { NSLog(@"%@", SALRowKey); } }
        @end
        """)
        let used = Set(facts.references.filter { $0.kind == .value }.map(\.name))
        #expect(used.isSuperset(of: ["SALSharedKey", "SALIsRemote"]), "\(used)")
        #expect(used.isDisjoint(with: ["SALIsAmountValid", "SALLocalKey", "SALSplitOrderURL", "SALRowKey"]), "\(used)")
    }

    /// The prelude declares another module's names with stub types (`extern id kRLHost;`), so
    /// a file's own definition of such a name with its real type conflicts with the stub, and
    /// clang calls no such invalid declaration a definition (Relay's `kRLEventsSubdomain`,
    /// defined in its networking `.m` and re-declared `extern` by a diagnostics module's
    /// header: a false cycle). A conflicting definition with an initializer or a body, or a
    /// variable not written `extern` (also C's tentative definition, `NSString *kRLRegion;`),
    /// is the file's own; an `extern` re-declaration or a prototype is not.
    @Test func aDefinitionConflictingWithAnotherModulesStubIsTheFilesOwn() throws {
        try LibClang.load()
        let header = HiveLintCore.SourceLocation(file: "Modules/Diagnostics/RLHostResolver+Diagnostics.h", line: 4, column: 24)
        let prelude = ObjCPrelude(declarations: ["kRLEventsSubdomain", "kRLRegion", "RLOtherKey"].map {
            DeclarationEvent(kind: .constant, name: $0, location: header)
        } + [DeclarationEvent(kind: .function, name: "RLIsSecure", location: header), DeclarationEvent(kind: .function, name: "RLPort", location: header)],
            swiftClasses: [])
        let text = """
        #import <Foundation/Foundation.h>
        NSString *const kRLEventsSubdomain = @"events";
        NSString *kRLRegion;
        BOOL RLIsSecure(NSString *host) { return host.length > 0; }
        extern NSString *const RLOtherKey;
        NSInteger RLPort(void);
        @implementation RLHostResolver
        - (NSString *)eventsHost {
            return [NSString stringWithFormat:@"%@.%@ %d %@ %ld", kRLEventsSubdomain, kRLRegion, RLIsSecure(@""), RLOtherKey, (long)RLPort()];
        }
        @end
        """
        let facts = ObjCFrontEnd().facts(path: "Modules/Networking/RLHostResolver.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        let used = Set(facts.references.filter { $0.kind == .value }.map(\.name))
        #expect(used == ["RLOtherKey", "RLPort"], "\(used)")
    }

    @Test func aMacroTheFileDefinesIsItsOwn() throws {
        let facts = try parse("""
        #import <Foundation/Foundation.h>
        #import "VLCConstants.h"
        #ifndef NDEBUG
        #define APLog(format, ...) NSLog(format, ## __VA_ARGS__)
        #else
        #define APLog(format, ...)
        #endif
        #define kShareTimeout 30

        @implementation VLCShareViewController
        - (void)viewDidLoad {
            APLog(@"loaded %d", kShareTimeout);
            VLCLogVerbose(@"shown");
        }
        @end
        """, path: "Sources/ShareExtension/VLCShareViewController.m")
        let macros = facts.references.filter { $0.kind == .macro }.map(\.name)
        #expect(!macros.contains("APLog") && !macros.contains("kShareTimeout"), "\(macros)")
    }

    /// A file's own `static` (whose type conflicts with the prelude's stub of another module's
    /// constant of that name, `extern id X;`) and an enum constant it declares in a method are
    /// its own where it uses them (Hammerspoon's `refTable`, Sparkle's `kBufferSize`: false
    /// edges to modules whose headers the file never includes); an `extern` the file only
    /// redeclares is still a use of the module defining it.
    @Test func aFilesOwnStaticsAndEnumConstantsAreItsOwn() throws {
        try LibClang.load()
        let at = { (line: Int) in HiveLintCore.SourceLocation(file: "Profile/PFAvatarStore.h", line: line, column: 1) }
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .constant, name: "STQuarantineAttribute", location: at(4)),
            DeclarationEvent(kind: .constant, name: "kBufferSize", location: at(5)),
            DeclarationEvent(kind: .constant, name: "PFAvatarDidChange", location: at(6)),
        ], swiftClasses: [])
        let text = """
        #import "STFileCleaner.h"
        #include <sys/xattr.h>

        static char STQuarantineAttribute[] = "com.apple.quarantine";
        extern NSString *const PFAvatarDidChange;

        @implementation STFileCleaner
        - (void)clearQuarantineAtPath:(NSString *)path {
            enum { kBufferSize = 4096 };
            char buffer[kBufferSize];
            removexattr(path.fileSystemRepresentation, STQuarantineAttribute, 0);
            NSLog(@"%@ %s", PFAvatarDidChange, buffer);
        }
        @end
        """
        let facts = ObjCFrontEnd().facts(path: "Storage/STFileCleaner.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        let values = facts.references.filter { $0.kind == .value }.map(\.name)
        #expect(Set(values) == ["removexattr", "PFAvatarDidChange", "NSLog"], "\(values)")
    }

    /// A macro the file defines under its own guard (`#ifndef FBSDK_VERSION_STRING` /
    /// `#define FBSDK_VERSION_STRING @"18.1.0"`) is its own even when the prelude defines it for
    /// another module's header, so that the preprocessor skips the file's definition.
    @Test func aGuardedMacroTheFileDefinesIsItsOwn() throws {
        try LibClang.load()
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .macro, name: "SDK_VERSION_STRING", location: HiveLintCore.SourceLocation(file: "Core/CoreVersions.h", line: 1, column: 1),
                             detail: "#define SDK_VERSION_STRING @\"18.1.0\""),
        ], swiftClasses: [])
        let text = """
        #import "Crash.h"
        #ifndef SDK_VERSION_STRING
         #define SDK_VERSION_STRING @"18.1.0"
        #endif
        @implementation Crash
        + (NSString *)version { return SDK_VERSION_STRING; }
        @end
        """
        let facts = ObjCFrontEnd().facts(path: "Basics/Crash.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        #expect(!facts.references.contains { $0.kind == .macro && $0.name == "SDK_VERSION_STRING" }, "\(facts.references.map(\.name))")
    }

    /// The prelude made for a few files alone (a run after an edit) gives each of them the
    /// text the prelude of every declaration gives: the stubs of the names it mentions, of
    /// what their macros mention in turn (three levels), each name with all its declarations
    /// in order, and the SDK's; the file's own names excluded.
    @Test func aPreludeForAFewFilesGivesThemTheWholePreludesText() throws {
        let at = { (file: String, line: Int) in HiveLintCore.SourceLocation(file: file, line: line, column: 1) }
        var declarations: [DeclarationEvent] = [
            DeclarationEvent(kind: .macro, name: "GDS_COLOR", location: at("Theme/GDSTheme.h", 3), detail: "#define GDS_COLOR(hex) GDSColorFromHex(hex, GDS_ALPHA)"),
            DeclarationEvent(kind: .function, name: "GDSColorFromHex", location: at("Theme/GDSTheme.h", 5)),
            DeclarationEvent(kind: .macro, name: "GDS_ALPHA", location: at("Theme/GDSTheme.h", 2), detail: "#define GDS_ALPHA kGDSOpaque"),
            DeclarationEvent(kind: .constant, name: "kGDSOpaque", location: at("Theme/GDSConstants.h", 9)),
            DeclarationEvent(kind: .objcClass, name: "GDSCartItem", location: at("Cart/GDSCartItem.h", 4)),
            DeclarationEvent(kind: .objcProtocol, name: "GDSCartItem", location: at("Cart/GDSCartServicing.h", 2)),
            DeclarationEvent(kind: .objcClass, name: "GDSCartItem", location: at("Legacy/GDSCartItem.h", 1)),
            DeclarationEvent(kind: .type, name: "GDSPrice", location: at("Cart/GDSTypes.h", 3)),
            DeclarationEvent(kind: .enumConstant, name: "GDSPriceFree", location: at("Cart/GDSTypes.h", 4)),
            DeclarationEvent(kind: .objcClass, name: "NSString", location: at("Vendor/Shim.h", 1)),
            DeclarationEvent(kind: .objcClass, name: "PRFHeaderView", location: at("Profile/PRFHeaderView.h", 6)),
        ]
        for index in 0..<300 {
            declarations.append(DeclarationEvent(kind: .objcClass, name: "GDSFiller\(index)", location: at("Filler/GDSFiller\(index).h", 1)))
        }
        let swiftClasses = ["CartViewModel", "PRFHeaderView", "GDSFiller7"]
        let files = [
            "@implementation GDSCheckout\n- (void)pay { UIColor *c = GDS_COLOR(0xffffff); GDSCartItem *item = nil; GDSPrice p = GDSPriceFree; }\n@end\n",
            "@interface PRFHeaderView : UIView\n@end\n@implementation PRFHeaderView\n- (NSString *)title { return [CartViewModel new] ? @\"\" : nil; }\n@end\n",
            "@implementation GDSReceipt\n- (id)filler { return [GDSFiller7 new]; }\n@end\n",
        ].map { Array($0.utf8) }
        let whole = ObjCPrelude(declarations: declarations, swiftClasses: swiftClasses)
        let few = ObjCPrelude(declarations: declarations, swiftClasses: swiftClasses, onlyFor: files)
        for (file, declared) in zip(files, [Set<String>(), ["PRFHeaderView"], ["GDSReceipt"]]) {
            let expected = whole.text(for: file, excluding: declared)
            #expect(few.text(for: file, excluding: declared) == expected)
            #expect(expected.contains("extern id kGDSOpaque;") || !String(decoding: file, as: UTF8.self).contains("GDS_COLOR"))
        }
        #expect(whole.text(for: files[0], excluding: []).contains("extern id kGDSOpaque;"))
    }

    /// The prelude's fingerprint (the cache key of every Objective-C parse) holds what its text
    /// is made of: declarations moved without being reordered (a line added above them) keep
    /// it; a reordering of one file's declarations of one name (which decides the stub), a
    /// new declaration, or one moved to another file changes it.
    @Test func thePreludesFingerprintIgnoresWhereDeclarationsMoveButNotTheirOrder() {
        func declarations(_ items: [(String, String, Int, String?)]) -> [DeclarationEvent] {
            items.map { name, file, line, detail in
                DeclarationEvent(kind: detail == nil ? .objcClass : .macro, name: name, location: HiveLintCore.SourceLocation(file: file, line: line, column: 1), detail: detail)
            }
        }
        let base = declarations([
            ("GDS_LEVEL", "Goods/GDSConfig.h", 3, "#define GDS_LEVEL 1"), ("GDS_LEVEL", "Goods/GDSConfig.h", 5, "#define GDS_LEVEL 2"),
            ("GDSItem", "Goods/GDSItem.h", 4, nil), ("SHPCart", "Shop/SHPCart.h", 2, nil),
        ])
        let fingerprint = ObjCPrelude.fingerprint(declarations: base, swiftClasses: ["CartViewModel"])
        let moved = base.map { declaration in
            var declaration = declaration
            declaration.location.line += 7
            return declaration
        }
        #expect(ObjCPrelude.fingerprint(declarations: moved, swiftClasses: ["CartViewModel"]) == fingerprint)
        // Listed in another order, in the same places: the same prelude.
        let listedOtherwise = [base[1], base[0], base[2], base[3]]
        #expect(ObjCPrelude.fingerprint(declarations: listedOtherwise, swiftClasses: ["CartViewModel"]) == fingerprint)
        var swapped = base
        (swapped[0].location.line, swapped[1].location.line) = (5, 3)
        #expect(ObjCPrelude.fingerprint(declarations: swapped, swiftClasses: ["CartViewModel"]) != fingerprint)
        var elsewhere = base
        elsewhere[3].location.file = "Shop/SHPCartManager.h"
        #expect(ObjCPrelude.fingerprint(declarations: elsewhere, swiftClasses: ["CartViewModel"]) != fingerprint)
        #expect(ObjCPrelude.fingerprint(declarations: base + declarations([("SHPOrder", "Shop/SHPCart.h", 9, nil)]), swiftClasses: ["CartViewModel"]) != fingerprint)
        #expect(ObjCPrelude.fingerprint(declarations: base, swiftClasses: ["CartViewModel", "OrderViewModel"]) != fingerprint)
    }

    /// `#ifdef X`, `#ifndef X`, `defined(X)` only ask whether X is defined (a vendored zlib's
    /// `#ifdef HAVE_STDARG_H`, which another module's header happens to define): no use of
    /// that header's macro. Reading its value (`#if GDS_LEVEL > 2`) or expanding it is.
    @Test func testingWhetherAMacroIsDefinedIsNoUseOfIt() throws {
        try LibClang.load()
        let at = HiveLintCore.SourceLocation(file: "Other/other.h", line: 1, column: 1)
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .macro, name: "HAVE_STDARG_H", location: at, detail: "#define HAVE_STDARG_H"),
            DeclarationEvent(kind: .macro, name: "HAVE_UNISTD_H", location: at, detail: "#define HAVE_UNISTD_H 1"),
            DeclarationEvent(kind: .macro, name: "Z_SOLO", location: at, detail: "#define Z_SOLO"),
            DeclarationEvent(kind: .macro, name: "GDS_LEVEL", location: at, detail: "#define GDS_LEVEL 3"),
            DeclarationEvent(kind: .macro, name: "GDS_MARGIN", location: at, detail: "#define GDS_MARGIN 16"),
        ], swiftClasses: [])
        let text = """
        #ifndef ZCONF_H
        #define ZCONF_H
        #ifdef HAVE_STDARG_H
        #  define Z_HAVE_STDARG_H
        #endif
        #if defined(HAVE_UNISTD_H) || defined Z_SOLO
        #  define Z_HAVE_UNISTD_H
        #endif
        #if GDS_LEVEL > 2
        static const int zmargin = GDS_MARGIN;
        #endif
        #endif
        """
        let facts = ObjCFrontEnd().facts(path: "Vendor/zlib/zconf.h", contents: Array(text.utf8), language: .objcHeader, prelude: prelude)
        let macros = facts.references.filter { $0.kind == .macro }.map(\.name).sorted()
        #expect(macros == ["GDS_LEVEL", "GDS_MARGIN"], "\(macros)")
    }

    /// Names that are the file's own where it uses them, though another module's header
    /// declares the same (found on AltStore and Provenance): a private class the `.m`
    /// redeclares to call it, a parameter (`NSError **error` beside a C function `error()`), a
    /// local variable (`controller` beside an `extern SController controller[4]`). A global
    /// the file only uses stays a use.
    @Test func aFilesOwnClassesParametersAndLocalsAreItsOwn() throws {
        try LibClang.load()
        let at = HiveLintCore.SourceLocation(file: "Other/other.h", line: 1, column: 1)
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .objcClass, name: "AKDevice", location: at),
            DeclarationEvent(kind: .function, name: "error", location: at, detail: nil),
            DeclarationEvent(kind: .constant, name: "controller", location: at),
            DeclarationEvent(kind: .constant, name: "kGDSMargin", location: at),
        ], swiftClasses: [])
        let text = """
        #import <Foundation/Foundation.h>

        @interface AKDevice : NSObject
        + (AKDevice *)currentDevice;
        - (NSString *)serialNumber;
        @end

        @implementation ALTPluginService
        - (BOOL)loadSerial:(NSError **)error {
            AKDevice *device = [NSClassFromString(@"AKDevice") currentDevice];
            int controller = (int)kGDSMargin;
            if (error != NULL && controller > 0) { return NO; }
            return [device serialNumber] != nil;
        }
        @end
        """
        let facts = ObjCFrontEnd().facts(path: "AltPlugin/ALTPluginService.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        let names = Set(facts.references.map(\.name))
        #expect(!names.contains("AKDevice") && !names.contains("error") && !names.contains("controller"), "\(facts.references.map { "\($0.kind) \($0.name)" })")
        #expect(names.contains("kGDSMargin"))
        #expect(!facts.imports.contains { $0.form == .forwardClass }, "\(facts.imports.map(\.text))")

        // What libclang makes of a macro it does not know (a Specta `SpecEnd` before a
        // function returning `Album *` reads as a variable `Album`) declares nothing the file
        // owns: the class is still another module's (found on artsy/energy's tests).
        let spec = ObjCFrontEnd().facts(path: "Tests/AlbumTests.m", contents: Array("""
            #import "Album.h"

            Album *albumInContext(id context);

            SpecBegin(AlbumList);

            describe(@"init", ^{
                it(@"has albums", ^{
                    albumInContext(nil);
                });
            });

            SpecEnd

            Album *
            albumInContext(id context)
            {
                return [Album objectInContext:context];
            }
            """.utf8), language: .objc, prelude: ObjCPrelude(declarations: [
                DeclarationEvent(kind: .objcClass, name: "Album", location: at),
            ], swiftClasses: []))
        #expect(spec.references.contains { $0.name == "Album" }, "\(spec.references.map { "\($0.kind) \($0.name)" })")
    }

    @Test func keepsEveryBranchOfUnknownConditionsWithTheirConditionButNotDeadOnes() throws {
        let facts = try parse("""
        #ifndef SAL_CART_H
        #define SAL_CART_H
        #import "SALCart.h"
        #if DEBUG
        #import <DebugTools/DBGPanel.h>
        #else
        #import <Shop/SHPRelease.h>
        #endif
        #ifdef USE_GOODS
          #  import <Goods/GDSModel.h>
        #elif 0
        #import <Dead/Dead.h>
        #endif
        #if __has_include(<Goods/Goods.h>)
        #import <Goods/Goods.h>
        #else
        #import "Goods.h"
        #endif
        #endif
        """, path: "Modules/Sale/SALCart.h", language: .objcHeader)
        let found = facts.imports.map { "\($0.location.line) \($0.target) | \($0.condition ?? "-")" }
        #expect(found == [
            "3 SALCart.h | -",
            "5 DebugTools/DBGPanel.h | DEBUG",
            "7 Shop/SHPRelease.h | !(DEBUG)",
            "10 Goods/GDSModel.h | defined(USE_GOODS)",
            "15 Goods/Goods.h | __has_include(<Goods/Goods.h>)",
            "17 Goods.h | !(__has_include(<Goods/Goods.h>))",
        ])
    }

    /// `@import` in a branch the parse skips counts as `#import` there does (AutomatticTracks:
    /// `#if SWIFT_PACKAGE` / `@import AutomatticTracksModel;` was dropped, and the package
    /// target's declared dependency reported as unused); in `#if 0`, neither.
    @Test func keepsModuleImportsOfSkippedBranches() throws {
        let facts = try parse("""
        #import "MTRRecorder.h"
        #if SWIFT_PACKAGE
          @import MetricsModel;
        #else
        #import <Metrics/Metrics-Swift.h>
        #endif
        #if 0
        @import Dead.Submodule;
        #endif
        @import Foundation;
        """, path: "Sources/Events/MTRRecorder.m", language: .objc)
        let found = facts.imports.map { "\($0.location.line):\($0.location.column) \($0.form) \($0.target) | \($0.condition ?? "-")" }
        #expect(found.sorted() == [
            "10:1 moduleImport Foundation | -",
            "1:1 quotedInclude MTRRecorder.h | -",
            "3:3 moduleImport MetricsModel | SWIFT_PACKAGE",
            "5:1 angledInclude Metrics/Metrics-Swift.h | !(SWIFT_PACKAGE)",
        ])
    }

    /// A use records the `#if` condition of its line, as an import does, and a name is kept
    /// once per condition: a target that never compiles one branch (the `#else` of a flag its
    /// build defines) still uses the name in another branch, or outside. After an
    /// unconditional use, a conditional one adds nothing.
    @Test func usesRecordTheirConditionOncePerCondition() throws {
        try LibClang.load()
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .objcClass, name: "GDSStore", location: HiveLintCore.SourceLocation(file: "Modules/Goods/GDSStore.h", line: 3, column: 12)),
        ], swiftClasses: [])
        let text = """
        #import "SALCart.h"
        @implementation SALCart
        - (void)open {
        #ifdef SAL_LEGACY_STORE
          [GDSLegacyStore reload];
        #else
          [GDSStore reload];
        #endif
        #if !defined(NDEBUG)
          [GDSStore flush];
        #endif
          [GDSStore flush];
          [GDSStore reload];
        #ifndef NDEBUG
          [GDSStore reset];
        #endif
        }
        @end
        """
        let facts = ObjCFrontEnd().facts(path: "Modules/Sale/SALCart.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        let found = facts.references.filter { $0.name.hasPrefix("GDS") }.map { "\($0.location.line) \($0.name) | \($0.condition ?? "-")" }
        // (The parse takes the branches of names no build setting defines here: the others'
        // uses are not seen.)
        #expect(found == [
            "7 GDSStore | !(defined(SAL_LEGACY_STORE))",
            "10 GDSStore | !defined(NDEBUG)",
            "12 GDSStore | -",
        ])
    }

    @Test func readsConditionsInWindowsLineEndingsAndBehindComments() throws {
        let text = [
            "#if 0", "#import <Dead/Dead.h>", "#endif",
            "/* a note */ #ifdef USE_GOODS // why", "#import <Goods/GDSModel.h>", "#else", "#import <Goods/GDSStub.h>", "#endif",
        ].joined(separator: "\r\n")
        let facts = try parse(text, path: "Modules/Sale/SALCart.h", language: .objcHeader)
        let found = facts.imports.map { "\($0.location.line) \($0.target) | \($0.condition ?? "-")" }
        #expect(found == ["5 Goods/GDSModel.h | defined(USE_GOODS)", "7 Goods/GDSStub.h | !(defined(USE_GOODS))"])
    }

    /// Clang counts `\n`, `\r\n` and a lone `\r` as one line break each; the lines the
    /// front end reads (conditions, the text of imports, macro bodies) must be the ones clang's
    /// line numbers name, whatever the file's line endings.
    @Test(arguments: ["\n", "\r\n", "\r", "mixed"])
    func readsLinesAsClangCountsThem(lineEnding: String) throws {
        let lines = [
            "#if 0", "#import <Dead/Dead.h>", "#endif",
            "#ifdef USE_GOODS", "#import <Goods/GDSModel.h>   // why", "#else", "#import <Goods/GDSStub.h>", "#endif",
            "#define GDS_ROUTE(x) \\", "    @\"//goods/\" x", "@import Shop;",
        ]
        let endings = lineEnding == "mixed" ? ["\r", "\r\n", "\n"] : [lineEnding]
        let text = lines.enumerated().map { index, line in line + endings[index % endings.count] }.joined()
        let facts = try parse(text, path: "Modules/Sale/SALCart.h", language: .objcHeader)
        #expect(facts.imports.map { "\($0.location.line) \($0.target) | \($0.condition ?? "-") | \($0.text)" } == [
            "5 Goods/GDSModel.h | defined(USE_GOODS) | #import <Goods/GDSModel.h>",
            "7 Goods/GDSStub.h | !(defined(USE_GOODS)) | #import <Goods/GDSStub.h>",
            "11 Shop | - | @import Shop;",
        ])
        let macro = facts.declarations.first { $0.name == "GDS_ROUTE" }
        #expect(macro?.location.line == 9)
        #expect(macro?.detail == "#define GDS_ROUTE(x) \\\n    @\"//goods/\" x")
    }

    /// A local of a C library or MacTypes scalar type is the file's own: without the type's
    /// stub libclang dropped `SInt32 length = size;`, and `&length` then named another
    /// module's C function `length` (AwesomeProject's `SpeedDectectManager.m`). A project
    /// macro named like a C keyword gets no stub: sqlite's `# define double sqlite3_int64`
    /// (under an `#ifdef` the first pass does not evaluate) would turn every `double`; nor one
    /// redefining a C library name for the files including it (libretro's `#define FILE RFILE`
    /// made Provenance's cores use another core's `RFILE`).
    @Test func scalarLocalsAreTheFilesOwnAndKeywordMacrosGetNoStub() throws {
        try LibClang.load()
        let at = HiveLintCore.SourceLocation(file: "Geometry/GeometryFun.h", line: 2, column: 9)
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .function, name: "length", location: at),
            DeclarationEvent(kind: .type, name: "sqlite3_int64", location: at),
            DeclarationEvent(kind: .macro, name: "double", location: at, detail: "#define double sqlite3_int64"),
            DeclarationEvent(kind: .macro, name: "FILE", location: at, detail: "#define FILE RFILE"),
        ], swiftClasses: [])
        let text = """
            #import <Foundation/Foundation.h>

            FOUNDATION_EXPORT double SocketVersionNumber;

            @implementation Packet
            - (NSData *)header:(SInt32)size {
                SInt32 length = size;
                uint32_t checksum = 0;
                return [NSMutableData dataWithBytes:&length length:4 + checksum];
            }
            @end
            """
        let stubs = prelude.text(for: Array(text.utf8) + Array("FILE *file;".utf8), excluding: [])
        #expect(!stubs.contains("#define double") && !stubs.contains("#define FILE"), "\(stubs)")
        let facts = ObjCFrontEnd().facts(path: "Socket/Packet.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        let names = facts.references.map(\.name)
        #expect(!names.contains("length") && !names.contains("sqlite3_int64"), "\(facts.references.map { "\($0.kind) \($0.name)" })")
    }

    /// A local of one of the SDK's opaque types (`CFErrorRef error = NULL;`, a
    /// `dispatch_queue_t`) is the file's own: without a stub for the type libclang drops the
    /// local, and its uses named another module's enum constant `error` (Adium's `AIUtilities`
    /// "using" a plug-in: a false cycle). A type the project declares keeps its own stub.
    @Test func opaqueSDKTypeLocalsAreTheFilesOwn() throws {
        try LibClang.load()
        let at = HiveLintCore.SourceLocation(file: "Plugins/Chat/ChatCommandNote.h", line: 4, column: 5)
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .enumConstant, name: "error", location: at),
            DeclarationEvent(kind: .function, name: "queue", location: at),
            DeclarationEvent(kind: .type, name: "CFChatRoomRef", location: at),
        ], swiftClasses: [])
        let text = """
            #import <CoreServices/CoreServices.h>

            @implementation CoreProxySettings
            - (void)load:(CFChatRoomRef)room {
                CFErrorRef error = NULL;
                dispatch_queue_t queue = NULL;
                if (error && queue) { CFRelease(error); }
            }
            @end
            """
        let stubs = prelude.text(for: Array(text.utf8), excluding: [])
        #expect(stubs.contains("typedef void *CFErrorRef;") && stubs.contains("typedef void *dispatch_queue_t;") && !stubs.contains("typedef void *CFChatRoomRef;"), "\(stubs)")
        let facts = ObjCFrontEnd().facts(path: "Frameworks/AIUtilities/CoreProxySettings.m", contents: Array(text.utf8), language: .objc, prelude: prelude)
        let names = facts.references.map(\.name)
        #expect(!names.contains("error") && !names.contains("queue") && names.contains("CFChatRoomRef"), "\(facts.references.map { "\($0.kind) \($0.name)" })")
    }

    @Test func thePreludeHoldsTheStubsAFileMentionsOnePerClaim() {
        func at(_ file: String, _ line: Int) -> HiveLintCore.SourceLocation { HiveLintCore.SourceLocation(file: file, line: line, column: 1) }
        let prelude = ObjCPrelude(declarations: [
            DeclarationEvent(kind: .objcClass, name: "GDSItem", location: at("Goods/GDSItem.h", 3)),
            DeclarationEvent(kind: .objcProtocol, name: "GDSItem", location: at("Goods/GDSItem.h", 9)),
            DeclarationEvent(kind: .constant, name: "kGoodsRoute", location: at("Goods/GDSRoutes.h", 2)),
            DeclarationEvent(kind: .constant, name: "kGoodsRoute", location: at("Goods/GDSOld.h", 7)),
            DeclarationEvent(kind: .macro, name: "GDS_ROUTE", location: at("Goods/GDSRoutes.h", 1), detail: "#define GDS_ROUTE(x) kGoodsRoute"),
            DeclarationEvent(kind: .objcClass, name: "UIView", location: at("Goods/Compat.h", 1)),
            DeclarationEvent(kind: .type, name: "GDSSortOrder", location: at("Goods/GDSSort.h", 2)),
            DeclarationEvent(kind: .enumConstant, name: "GDSSortOrderPrice", location: at("Goods/GDSSort.h", 3)),
            DeclarationEvent(kind: .objcClass, name: "SHPUnused", location: at("Shop/SHPUnused.h", 1)),
        ], swiftClasses: ["CartService", "GDSItem"])
        let file = "GDS_ROUTE(1); GDSItem *a; CartService *c; UIView *v; CGRect r; GDSSortOrder o; GDSSortOrderPrice;"
        let text = prelude.text(for: Array(file.utf8), excluding: ["GDSSortOrder"])
        // The root, then the SDK's stubs in their order (what CGRect uses first), then the
        // project's by kind (constant, enum-constant, macro, objc-class, objc-protocol), name
        // and place, then Swift classes. GDSSortOrder is the file's own, UIView the SDK's, the
        // Swift GDSItem is the Objective-C class already, SHPUnused is never mentioned, and
        // kGoodsRoute comes in through GDS_ROUTE's definition.
        #expect(text.split(separator: "\n").drop { $0 != "@end" }.dropFirst().drop { $0 != "@end" }.dropFirst().joined(separator: "\n") == """
            typedef double CGFloat;
            typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
            typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
            typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
            @interface UIView : NSObject
            @end
            extern id kGoodsRoute;
            extern const long GDSSortOrderPrice;
            #define GDS_ROUTE(x) kGoodsRoute
            @interface GDSItem : NSObject
            @end
            @protocol GDSItem <NSObject>
            @end
            @interface CartService : NSObject
            @end
            """)
    }

    @Test func recordsDeclaredClassesAndProtocols() throws {
        let facts = try parse("""
        #import <Foundation/Foundation.h>
        @protocol GoodsModuleService <NSObject>
        - (void)openGoods:(NSString *)goodsID;
        @end
        @interface GDSGoodsModel : NSObject <NSCopying>
        @property (nonatomic, copy) NSString *title;
        @end
        """, path: "Modules/Goods/GDSGoodsModel.h", language: .objcHeader)
        #expect(facts.declarations.filter { $0.kind != .macro }.map { "\($0.kind.rawValue) \($0.name) \($0.location.line)" } == [
            "objc-protocol GoodsModuleService 2",
            "objc-class GDSGoodsModel 5",
        ])
    }

    @Test func headersDeclareEveryKindOfSymbol() throws {
        let facts = try parse("""
        #import <UIKit/UIKit.h>
        #define GDS_COLOR(rgb) [UIColor colorWithRed:(rgb >> 16) / 255.0 green:0 blue:0 alpha:1]
        #define GDS_PAGE_SIZE 20
        typedef NS_ENUM(NSInteger, GDSSortOrder) {
            GDSSortOrderPrice,
            GDSSortOrderSales,
        };
        FOUNDATION_EXPORT NSString *const GDSRouteDetail;
        extern NSString *GDSPriceString(NSInteger cents);
        @interface UIView (GDSBadge)
        - (void)gds_showBadge;
        @end
        """, path: "Modules/Goods/GDSGoods.h", language: .objcHeader)
        #expect(facts.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.location.line)" } == [
            "macro GDS_COLOR 2",
            "macro GDS_PAGE_SIZE 3",
            "type GDSSortOrder 4",
            "enum-constant GDSSortOrderPrice 5",
            "enum-constant GDSSortOrderSales 6",
            "constant GDSRouteDetail 8",
            "function GDSPriceString 9",
            "objc-category GDSBadge 10",
        ])
        #expect(facts.declarations.first?.detail == "#define GDS_COLOR(rgb) [UIColor colorWithRed:(rgb >> 16) / 255.0 green:0 blue:0 alpha:1]")
    }

    /// Core Graphics', Core Foundation's and the runtime's linkage macros are the SDK's:
    /// `CG_EXTERN CGPDFDocumentRef F(void);` declares function F (oc-suite's
    /// `CG_EXTERN CGColorSpaceRef YYCGColorSpaceGetDeviceRGB();` was a "constant" named
    /// `CGColorSpaceRef`, every use of that SDK type another module's: a false cycle).
    @Test func frameworkLinkageMacrosDeclareFunctions() throws {
        let facts = try parse("""
        #import <UIKit/UIKit.h>
        CG_EXTERN CGPDFDocumentRef PKMakeDocument(void);
        CF_EXPORT CFBagRef PKMakeBag(void);
        OBJC_EXPORT Class PKClassNamed(const char *name);
        UIKIT_STATIC_INLINE CGFloat PKScale(CGFloat x) { return x * 2; }
        FOUNDATION_STATIC_INLINE BOOL PKIsEmpty(NSString *s) { return s.length == 0; }
        CF_INLINE CFIndex PKCount(CFBagRef bag) { return 0; }
        """, path: "Modules/Kit/PKKit.h", language: .objcHeader)
        #expect(facts.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.location.line)" } == [
            "function PKMakeDocument 2", "function PKMakeBag 3", "function PKClassNamed 4", "function PKScale 5", "function PKIsEmpty 6",
            "function PKCount 7",
        ])
    }

    #if os(Linux)
    /// Loading libclang gives back the code pages its static initializers touched: LLVM's code
    /// is tens of megabytes, and a parse after it still works (the pages come back on use).
    @Test func loadingGivesBackTheCodeItsInitializersTouched() throws {
        try LibClang.load()
        #expect(LibClang.releasedCodeBytes > 10 << 20)
        let facts = try parse("#import <UIKit/UIKit.h>\n@interface SALBadge : UIView\n@end\n")
        #expect(facts.imports.map(\.target) == ["UIKit/UIKit.h"])
    }
    #endif

    @Test func withThePreludeEveryUseOfAProjectSymbolIsACursor() throws {
        try LibClang.load()
        let declarations = [
            DeclarationEvent(kind: .objcClass, name: "SHPCartManager", location: SourceLocation(file: "Shop/SHPCartManager.h", line: 3, column: 12)),
            DeclarationEvent(kind: .objcClass, name: "GDSGoodsModel", location: SourceLocation(file: "Goods/GDSGoodsModel.h", line: 3, column: 12)),
            DeclarationEvent(kind: .objcProtocol, name: "MLCartService", location: SourceLocation(file: "Mediator/MLCartService.h", line: 3, column: 11)),
            DeclarationEvent(kind: .function, name: "SHPCartCount", location: SourceLocation(file: "Shop/SHPCart.h", line: 9, column: 11)),
            DeclarationEvent(kind: .constant, name: "kSHPRouteCart", location: SourceLocation(file: "Shop/SHPCart.h", line: 10, column: 11)),
            DeclarationEvent(kind: .macro, name: "MLC_WEAKIFY", location: SourceLocation(file: "Common/MLC.h", line: 2, column: 9),
                             detail: "#define MLC_WEAKIFY(obj) __weak typeof(obj) weak_##obj = obj"),
        ]
        let source = """
        #import <UIKit/UIKit.h>
        @interface SALCartViewController : UIViewController <MLCartService>
        @property (nonatomic, strong) GDSGoodsModel *model;
        @end
        @interface SHPCartManager (SaleHelpers)
        - (void)sal_clear;
        @end
        @implementation SALCartViewController
        - (void)viewDidLoad {
            MLC_WEAKIFY(self);
            [SHPCartManager new];
            NSInteger count = SHPCartCount();
            id route = kSHPRouteCart;
            Protocol *p = @protocol(MLCartService);
            Class detail = NSClassFromString(@"GDSGoodsDetailViewController");
        }
        @end
        """
        let facts = ObjCFrontEnd().facts(
            path: "Sale/SALCartViewController.m", contents: Array(source.utf8), language: .objc,
            prelude: ObjCPrelude(declarations: declarations))
        let found = facts.references.map { "\($0.location.line):\($0.location.column) \($0.kind.rawValue) \($0.name)" }
        for expected in [
            "2:36 inherit UIViewController", "2:54 inherit MLCartService", "3:31 type GDSGoodsModel", "5:12 category SHPCartManager",
            "10:5 macro MLC_WEAKIFY", "12:23 value SHPCartCount", "13:16 value kSHPRouteCart", "14:19 protocol-expression MLCartService",
            "15:38 string GDSGoodsDetailViewController",
        ] {
            #expect(found.contains(expected), "\(expected) not in \(found)")
        }
        #expect(found.contains { $0.hasSuffix("type SHPCartManager") }, "the message receiver")
    }

    /// A message to a class the parse cannot see (a pod that is not checked in) is dropped
    /// whole by libclang, with the `@protocol(P)` in it: the token walk still finds it.
    @Test func protocolExpressionsInsideADroppedStatementAreFound() throws {
        let declarations = [
            DeclarationEvent(kind: .objcProtocol, name: "MLCartService", location: SourceLocation(file: "Mediator/MLCartService.h", line: 3, column: 11)),
        ]
        let source = """
        @implementation SALCartViewController
        - (void)viewDidLoad {
            id<MLCartService> cart = [[BeeHive shareInstance] createService:@protocol(MLCartService)];
            // [[BeeHive shareInstance] createService:@protocol(MLCommented)];
        #if 0
            [[BeeHive shareInstance] createService:@protocol(MLDead)];
        #endif
            Protocol *p = @protocol (MLSpaced);
        }
        @end
        """
        try LibClang.load()
        let facts = ObjCFrontEnd().facts(
            path: "Sale/SALCartViewController.m", contents: Array(source.utf8), language: .objc,
            prelude: ObjCPrelude(declarations: declarations))
        let found = facts.references.filter { $0.kind == .protocolExpression }.map { "\($0.location.line):\($0.location.column) \($0.name)" }
        #expect(found == ["3:69 MLCartService", "8:19 MLSpaced"])
    }

    @Test func readsObjectiveCPlusPlus() throws {
        let facts = try parse("""
        #import <Shop/SHPCart.h>
        #include <vector>
        class Cache { std::vector<int> items; };
        """, path: "Modules/Sale/Cache.mm", language: .objcpp)
        #expect(facts.imports.map(\.target) == ["Shop/SHPCart.h", "vector"])
    }

    @Test func nonUTF8BytesDoNotStopTheParse() throws {
        var bytes = Array("#import \"A.h\"\n// ".utf8)
        bytes += [0xC9, 0xCC, 0xC6, 0xB7] // GBK text in a comment, as in many real projects
        bytes += Array("\n#import <Shop/B.h>\n".utf8)
        try LibClang.load()
        let facts = ObjCFrontEnd().facts(path: "A.m", contents: bytes, language: .objc, prelude: .sdkOnly)
        #expect(facts.imports.map(\.target) == ["A.h", "Shop/B.h"])
    }
}

/// What libclang prints on standard error is kept from the user (`LibClang.capturingOutput`):
/// its crash reports are dropped (the file has its own `objc-parse-failed`), anything else
/// becomes one `libclang-output` warning.
@Suite struct LibClangOutputTests {
    @Test func aCrashReportIsCapturedAndDropped() async throws {
        try LibClang.load()
        // 280 unclosed `(` crash libclang 14's recovery (fuzz seed 6, case 4278); the front end
        // never gives it such a file (`ObjCParseHazard`), the bare parse does.
        let source = Array(("@implementation SHPParens\n- (id)name {\n    return @\"x\";\n" + String(repeating: "(\n", count: 280) + "}\n@end\n").utf8)
        let (parsed, printed) = try await LibClang.capturingOutput { () async throws(HiveLintError) in
            LargeStack.run { ObjCFrontEnd().parseOnly(contents: source, language: .objc, bodies: true) }
        }
        #expect(!parsed)
        // The test runner's own lines may be captured too (the stream is the process's).
        let report = try #require(printed.range(of: "libclang: crash detected during parsing: {"), "\(printed)")
        let block = printed[report.lowerBound...].prefix { $0 != "}" } + "}\n"
        #expect(block.contains("'source_filename'"))
        #expect(LibClang.diagnostics(forOutput: String(block)).isEmpty, "\(block)")
    }

    @Test func otherOutputIsOneWarning() {
        let crash = "libclang: crash detected during reparsing\nLIBCLANG FATAL ERROR: out of memory\nlibclang: crash detected during parsing: {\n  'source_filename' : 'main.m'\n  'options' : 1,\n}\n"
        #expect(LibClang.diagnostics(forOutput: crash).isEmpty)
        #expect(LibClang.diagnostics(forOutput: "").isEmpty)
        let other = LibClang.diagnostics(forOutput: crash + "lookup results for NSObject:\nObjCInterfaceDecl 0x1\n|-ObjCProtocol 'NSObject'\n")
        #expect(other.map(\.code) == [LibClang.outputCode])
        #expect(other.first?.severity == .warning)
        #expect(other.first?.message == "libclang printed while parsing: lookup results for NSObject: (and 2 more lines)")
    }
}
