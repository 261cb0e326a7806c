import Foundation
import HiveLintConfig
import HiveLintCore
import HiveLintRules
import Testing

@Suite struct ConfigurationTests {
    @Test func referenceConfigurationDecodesAndBuildsEveryRule() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.root + "/rules.json"))
        let config = try ConfigurationDecoder.decode(data, source: "rules.json")
        #expect(config.version == 1)
        #expect(!config.discovery.folders.isEmpty)
        #expect(!config.discovery.modules.isEmpty)
        #expect(!config.discovery.exclude.isEmpty)
        #expect(!config.discovery.external.isEmpty)
        #expect(!config.kinds.isEmpty)
        #expect(!config.allow.isEmpty)
        #expect(config.allow.contains { $0.until != nil })
        #expect(config.baseline == "hive-lint-baseline.json")
        // Every default instance is still present, and the reference file adds its own.
        let rules = try RuleCatalog.instances(config)
        for instance in RuleCatalog.defaults { #expect(rules.contains { $0.name == instance.name }) }
        #expect(rules.count > RuleCatalog.defaults.count)
        _ = try RuleEngine(configuration: config)
    }

    @Test func commentsAreAllowedAndStringsKeepTheirSlashes() throws {
        let text = #"""
        // written by hive-lint init
        {
          "version": 1, /* the format */
          "kinds": {
            // provides 2 routes through mgjrouter
            "business": ["Goods", "Features/*"],
            "mediator": ["Mediator" /* contracts */]
          },
          "rules": [{"name": "business-to-business", "severity": "error", "comment": "see https://example.com/arch // not a comment \" /* nor this */"}]
        }
        """#
        let config = try ConfigurationDecoder.decode(Data(text.utf8), source: "rules.json")
        #expect(config.kinds.map(\.patterns) == [["Mediator"], ["Goods", "Features/*"]])
        #expect(try RuleCatalog.instances(config).first { $0.name == "business-to-business" }?.comment == "see https://example.com/arch // not a comment \" /* nor this */")
        // Comments do not hide a syntax error.
        do {
            _ = try ConfigurationDecoder.decode(Data("// one\n/* two */\n{ version: 1 }".utf8), source: "rules.json")
            Issue.record("decoded invalid JSON")
        } catch {
            #expect(error.problems.first?.message.hasPrefix("not valid JSON") == true, "\(error.problems)")
        }
    }

    @Test func everyProblemIsReportedWithItsPathAndASuggestion() throws {
        let text = """
        {
          "version": 1,
          "discovry": {},
          "kinds": {"busines": ["Goods"], "function": "Common"},
          "rules": [
            {"name": "business-to-business", "severity": "fatal"},
            {"name": "no-sale-to-pay", "type": "forbiden-dependency", "options": {"from": ["Sale"], "to": ["Pay"]}},
            {"name": "x", "type": "forbidden-dependency", "options": {"from": [], "too": ["a"]}}
          ],
          "allow": [{"from": "A", "to": "B"}, {"rule": "business-to-busines", "from": "A", "to": "B", "reason": "legacy"}]
        }
        """
        let problems = decodingProblems(text)
        // The rule instances are checked on what could be decoded, as `hive-lint` does, so
        // that a bad rule name is listed with the rest.
        let ruleProblems = try #require(problemsOfPartialConfiguration(text))
        let joined = (problems + ruleProblems).joined(separator: "\n")
        #expect(joined.contains("$.discovry: unknown key (did you mean \"discovery\"?)"))
        #expect(joined.contains("$.kinds.busines: unknown module kind (did you mean \"business\"?)"))
        #expect(joined.contains("$.kinds.function: expected an array, found a string"))
        #expect(joined.contains("$.rules[0].severity: \"fatal\" is not a severity"))
        #expect(joined.contains("$.allow[0].reason: missing"))
        #expect(joined.contains("$.allow[1].rule: no rule named \"business-to-busines\" (did you mean \"business-to-business\"?)"))
        // The decoder reports the first five at once; rule types and names are checked after
        // decoding (the allow entry's rule name, and the unknown type of `no-sale-to-pay`).
        #expect(problems.count == 5, "\(joined)")
        #expect(ruleProblems.contains { $0.hasPrefix("$.rules[1].type: unknown rule type") })
    }

    @Test func ruleTypesAndOptionsAreCheckedToo() throws {
        let text = """
        {"version": 1, "rules": [
          {"name": "no-sale-to-pay", "type": "forbiden-dependency", "options": {"from": ["Sale"], "to": ["Pay"]}},
          {"name": "x", "type": "forbidden-dependency", "options": {"from": [], "too": ["a"]}}
        ]}
        """
        let config = try ConfigurationDecoder.decode(Data(text.utf8), source: "rules.json")
        do {
            _ = try RuleEngine(configuration: config)
            Issue.record("bad rule types were accepted")
        } catch {
            let joined = error.problems.map(\.description).joined(separator: "\n")
            #expect(joined.contains("$.rules[0].type: unknown rule type \"forbiden-dependency\" (did you mean \"forbidden-dependency\"?)"))
            #expect(joined.contains("$.rules[1].options.too: unknown option"))
            #expect(joined.contains("$.rules[1].options.from: expected a non-empty array"))
            #expect(joined.contains("$.rules[1].options: missing \"to\""))
        }
    }

    /// The rule engine's problems with the part of a bad file that could be decoded.
    func problemsOfPartialConfiguration(_ text: String) -> [String]? {
        do {
            _ = try ConfigurationDecoder.decode(Data(text.utf8), source: "rules.json")
            return nil
        } catch {
            guard let partial = error.partial else { return nil }
            do {
                _ = try RuleEngine(configuration: partial)
                return []
            } catch {
                return error.problems.map(\.description)
            }
        }
    }

    func decodingProblems(_ text: String) -> [String] {
        do {
            _ = try ConfigurationDecoder.decode(Data(text.utf8), source: "rules.json")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func invalidJSONSaysWhere() {
        do {
            _ = try ConfigurationDecoder.decode(Data("{\"version\": 1,,}".utf8), source: "rules.json")
            Issue.record("invalid JSON was accepted")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems[0].description.hasPrefix("$: not valid JSON"))
        }
    }

    @Test func rulesOverrideDefaultsByNameAndCanBeTurnedOff() throws {
        let text = """
        {"version": 1, "rules": [
          {"name": "module-cycle", "severity": "off"},
          {"name": "function-to-upper-layer", "severity": "warning"},
          {"name": "sale-not-pay", "type": "forbidden-dependency", "options": {"from": ["Sale"], "to": ["Pay*"]}}
        ]}
        """
        let rules = try RuleCatalog.instances(ConfigurationDecoder.decode(Data(text.utf8), source: "rules.json"))
        #expect(rules.first { $0.name == "module-cycle" }?.severity == nil)
        #expect(rules.first { $0.name == "function-to-upper-layer" }?.severity == .warning)
        #expect(rules.first { $0.name == "function-to-upper-layer" }?.type == "forbidden-dependency")
        #expect(rules.last?.name == "sale-not-pay")
    }

    @Test func missingVersionIsAProblem() {
        #expect(throws: ConfigurationError.self) { try ConfigurationDecoder.decode(Data("{}".utf8), source: nil) }
    }
}
