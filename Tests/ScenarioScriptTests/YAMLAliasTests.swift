import Foundation
import Testing
@testable import ScenarioScript

/// Aliases cannot make a file cost more than its size: an alias bomb used as a mapping's key spun a core at 100 %
/// in `payterm drill`, `classroom assign` and `play --check` (composing hashes every key, through its expansion),
/// and one in a value would walk its expansion when read. Both are refused at their line, before anything is
/// composed; an ordinary alias is read.
@Suite struct YAMLAliasTests {
    /// Nine levels of nine aliases each (9⁹ values), 1.1 KB; `l8` is the last level.
    static let bomb = (1...8).reduce("l0: &l0 [x, x, x, x, x, x, x, x, x]\n") { text, level in
        text + "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
    }

    @Test func anAliasBombAsAMappingKeyAndAnyAliasInAKeyAreRefused() throws {
        let asKey = "x:\n" + Self.bomb.split(separator: "\n").map { "  \($0)\n" }.joined() + "? *l8\n: boom\n"
        #expect(asKey.utf8.count < 1_200)
        let drill = #expect(throws: ScenarioError.self) { try DrillFile.parse(DrillFileTests.head + asKey, file: "bomb.yaml") }
        #expect(drill?.description.contains("its aliases (*…) expand to more than") == true, "\(String(describing: drill))")
        let scenario = #expect(throws: ScenarioError.self) {
            try ScenarioFile.parse(ScenarioFileTests.head + "  - pause: P\n" + asKey, file: "bomb.yaml", flows: ScenarioFileTests.flows)
        }
        #expect(scenario?.description.contains("its aliases (*…) expand to more than") == true, "\(String(describing: scenario))")
        // A small alias as a key, however deep in it, is refused too: keys are hashed whole.
        for keyed in ["k: &k v\n? *k\n: c\n", "k: &k v\n? [a, {b: *k}]\n: c\n"] {
            let refused = #expect(throws: ScenarioError.self) { try DrillFile.parse(DrillFileTests.head + keyed, file: "key.yaml") }
            #expect(refused?.description.contains("key.yaml:7: an alias (*…) in a mapping's key") == true, "\(String(describing: refused))")
        }
    }

    @Test func anAliasBombAsAValueIsRefused() throws {
        let inValue = DrillFileTests.head + "bombs:\n" + Self.bomb.split(separator: "\n").map { "  \($0)\n" }.joined()
        let refused = #expect(throws: ScenarioError.self) { try DrillFile.parse(inValue, file: "values.yaml") }
        #expect(refused?.description.contains("expand to more than \(YAMLAliases.largestExpansion) values") == true, "\(String(describing: refused))")
    }

    @Test func anOrdinaryAliasIsRead() throws {
        let scenario = try ScenarioFile.parse(
            ScenarioFileTests.head + "  - pause: &caption The merchant's app.\n  - pause: *caption\n", file: "alias.yaml", flows: ScenarioFileTests.flows)
        #expect(scenario.steps.count == 2)
    }
}
