import HiveLintCore
import HiveLintObjC
import Testing

@Suite struct ObjCFrontEndTests {
    func parse(_ text: String, path: String = "Modules/Sale/SALCartViewController.m", language: Language = .objc) throws -> FileFacts {
        try LibClang.load()
        return ObjCFrontEnd().facts(path: path, absolutePath: "/virtual/" + path, contents: Array(text.utf8), language: language)
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
        ])
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
            "17 Goods.h | !(__has_include(<Goods/Goods.h>))",
        ])
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
        #expect(facts.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.location.line)" } == [
            "objc-protocol GoodsModuleService 2",
            "objc-class GDSGoodsModel 5",
        ])
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
        let facts = ObjCFrontEnd().facts(path: "A.m", absolutePath: "/virtual/A.m", contents: bytes, language: .objc)
        #expect(facts.imports.map(\.target) == ["A.h", "Shop/B.h"])
    }
}
