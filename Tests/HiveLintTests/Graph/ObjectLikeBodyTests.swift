@testable import HiveLintGraph
import Testing

/// `ImportResolver.objectLikeBody`: the body of `#define NAME body`, as platform tests read it.
@Suite struct ObjectLikeBodyTests {
    @Test func readsTheBodyOfAnObjectLikeMacro() {
        let body = { (definition: String?, name: String) in ImportResolver.objectLikeBody(definition, name: name) }
        #expect(body("#define IS_IOS TARGET_OS_IOS", "IS_IOS") == "TARGET_OS_IOS")
        #expect(body("  #  define\tIS_IOS \t (TARGET_OS_IOS && !TARGET_OS_MACCATALYST)  ", "IS_IOS") == "(TARGET_OS_IOS && !TARGET_OS_MACCATALYST)")
        #expect(body("#define IS_IOS \\\n  TARGET_OS_IOS \\\n  || TARGET_OS_TV", "IS_IOS") == "TARGET_OS_IOS    || TARGET_OS_TV")
        #expect(body("#define IS_IOS TARGET_OS_IOS // the phone", "IS_IOS") == "TARGET_OS_IOS")
        #expect(body("#define IS_IOS TARGET_OS_IOS /* the phone */", "IS_IOS") == "TARGET_OS_IOS")
        #expect(body("#define IS_IOS TARGET_OS_IOS\r\n", "IS_IOS") == "TARGET_OS_IOS")
        // Unicode blanks are trimmed as Foundation trims them.
        #expect(body("#define IS_IOS \u{a0}TARGET_OS_IOS\u{2028}", "IS_IOS") == "TARGET_OS_IOS")
        #expect(body("#define IS_IOS \u{3000}", "IS_IOS") == nil)
        #expect(body("#define IS_IOS é", "IS_IOS") == "é")
    }

    @Test func isNilForWhatIsNotAnObjectLikeDefinitionOfTheName() {
        let body = { (definition: String?, name: String) in ImportResolver.objectLikeBody(definition, name: name) }
        #expect(body(nil, "IS_IOS") == nil)
        #expect(body("#define IS_IOS(x) (x)", "IS_IOS") == nil)
        #expect(body("#define IS_IOS", "IS_IOS") == nil)
        #expect(body("#define IS_IOS   // nothing", "IS_IOS") == nil)
        #expect(body("#define IS_IOSX 1", "IS_IOS") == nil)
        #expect(body("#undef IS_IOS", "IS_IOS") == nil)
    }
}
