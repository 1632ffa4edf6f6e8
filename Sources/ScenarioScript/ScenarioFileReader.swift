import CheckoutFlows
import Foundation
import Yams

/// Turns a scenario file's YAML nodes into a `Scenario`, naming the line of anything unexpected.
struct ScenarioFileReader {
    let file: String
    /// The flows a scenario may name.
    var flows: [String] = []

    static let topKeys = ["name", "description", "flow", "experience", "persona", "language", "pane", "steps"]

    func scenario(_ root: Node) throws(ScenarioError) -> Scenario {
        let top = try mapping(root, "a scenario: name, description, flow and steps")
        try allowOnly(Self.topKeys, in: top)
        guard let stepsNode = top["steps"] else { throw error(root, "no steps: expected `steps:` with a list of steps") }
        guard case .sequence(let list) = stepsNode, !list.isEmpty else { throw error(stepsNode, "expected a list of steps under `steps:`") }
        var steps: [ScenarioStep] = []
        for node in list { steps.append(try ScenarioStepReader(reader: self).step(node)) }
        let flowNode = try required("flow", in: top, root)
        let flow = try string(flowNode, "a flow")
        guard flows.contains(flow) else {
            throw error(flowNode, "unknown flow '\(flow)': expected one of \(flows.joined(separator: ", "))")
        }
        return Scenario(
            file: file, name: try string(try required("name", in: top, root), "the scenario's name"),
            description: try top["description"].map { node throws(ScenarioError) in try string(node, "a description") } ?? "",
            flow: Located(flow, line: line(flowNode)), experience: try experience(top["experience"]),
            persona: try top["persona"].map { node throws(ScenarioError) in try string(node, "a buyer's email") },
            language: try top["language"].map { node throws(ScenarioError) in Located(try string(node, "a language such as de_DE"), line: line(node)) },
            pane: try top["pane"].map(pane) ?? false, steps: steps)
    }

    /// `pane: on` or `pane: off`.
    private func pane(_ node: Node) throws(ScenarioError) -> Bool {
        switch try string(node, "on or off") {
        case "on": true
        case "off": false
        case let other: throw error(node, "pane is '\(other)': expected on (the event pane open from the start) or off")
        }
    }

    private func experience(_ node: Node?) throws(ScenarioError) -> Located<DemoStore.Experience>? {
        guard let node else { return nil }
        let names = DemoStore.Experience.allCases.map { Self.kebab($0.rawValue) }
        let name = try string(node, "an MPL experience")
        guard let found = DemoStore.Experience.allCases.first(where: { Self.kebab($0.rawValue) == name }) else {
            throw error(node, "unknown experience '\(name)': expected one of \(names.joined(separator: ", "))")
        }
        return Located(found, line: line(node))
    }

    /// `goodsWithShipping` as a file writes it: `goods-with-shipping`.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { kebab, character in kebab += character.isUppercase ? "-" + character.lowercased() : String(character) }
    }

    // MARK: Nodes

    func line(_ node: Node) -> Int { node.mark?.line ?? 1 }

    func error(_ node: Node, _ message: String) -> ScenarioError { ScenarioError(file: file, line: line(node), message) }

    func mapping(_ node: Node, _ expected: String) throws(ScenarioError) -> Node.Mapping {
        guard case .mapping(let mapping) = node else { throw error(node, "expected \(expected)") }
        return mapping
    }

    func string(_ node: Node, _ expected: String) throws(ScenarioError) -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else { throw error(node, "expected \(expected), as text") }
        return scalar.string
    }

    /// A text (en_US's), or texts by language: `{en_US: …, de_DE: …}`, or only the languages the scenario plays in.
    func wording(_ node: Node, _ expected: String) throws(ScenarioError) -> Wording {
        if case .scalar = node { return Wording(try string(node, expected)) }
        let byLanguage = try mapping(node, "\(expected), or texts by language: {en_US: …, de_DE: …}")
        guard !byLanguage.isEmpty else { throw error(node, "expected \(expected), or texts by language: {en_US: …, de_DE: …}") }
        var texts: [String: String] = [:]
        for (key, text) in byLanguage {
            let code = try string(key, "a language code")
            guard Self.isLanguageCode(code) else {
                throw error(key, "'\(code)' is not a language code: expected one such as en_US, de_DE or ja_JP")
            }
            texts[code] = try string(text, "\(expected) in \(code)")
        }
        return Wording(byLanguage: texts)
    }

    /// Whether a key is a language code (`de_DE`): a mapping of such keys is texts by language, not a wait's fields.
    static func isLanguageCode(_ key: String) -> Bool {
        key.wholeMatch(of: /[a-z]{2}_[A-Z]{2}/) != nil
    }

    /// A text, or a list of texts.
    func strings(_ node: Node, _ expected: String) throws(ScenarioError) -> [String] {
        guard case .sequence(let list) = node else { return [try string(node, expected)] }
        var texts: [String] = []
        for item in list { texts.append(try string(item, expected)) }
        return texts
    }

    func required(_ key: String, in mapping: Node.Mapping, _ owner: Node) throws(ScenarioError) -> Node {
        guard let node = mapping[key] else { throw error(owner, "no `\(key):`, which is required here") }
        return node
    }

    func allowOnly(_ keys: [String], in mapping: Node.Mapping) throws(ScenarioError) {
        for (key, _) in mapping {
            let name = key.string ?? ""
            if !keys.contains(name) { throw error(key, "unknown key '\(name)': expected one of \(keys.joined(separator: ", "))") }
        }
    }

    /// A span of time written `500ms`, `30s`, `2m`, `3h` or `30d`; a leading `+` is allowed.
    func seconds(_ node: Node, _ expected: String) throws(ScenarioError) -> Double {
        try seconds(in: try string(node, expected), at: node, expected)
    }

    func seconds(in written: String, at node: Node, _ expected: String) throws(ScenarioError) -> Double {
        let text = written.replacingOccurrences(of: " ", with: "")
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3_600), ("d", 86_400)]
        let unsigned = text.hasPrefix("+") ? String(text.dropFirst()) : text
        for unit in units where unsigned.hasSuffix(unit.suffix) {
            if let number = Double(unsigned.dropLast(unit.suffix.count)), number >= 0 { return number * unit.seconds }
        }
        throw error(node, "expected \(expected), such as 30s, 2m, 3h or 30d; found '\(text)'")
    }
}

extension ScenarioFileReader {
    /// The file's YAML, composed into nodes that know their lines, once its aliases are known to be bounded.
    func root(of text: String, expected: String) throws(ScenarioError) -> Node {
        if let (line, problem) = YAMLAliases.problem(in: text) { throw ScenarioError(file: file, line: line, problem) }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, in: text)
        } catch {
            throw ScenarioError(file: file, line: 1, "is not YAML: \(error)")
        }
        guard let root else { throw ScenarioError(file: file, line: 1, "is empty: expected \(expected)") }
        return root
    }

    /// YAML that does not parse, at the line the parser stopped.
    func syntaxError(_ yamlError: YamlError, in text: String) -> ScenarioError {
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text))" } ?? ""
            return ScenarioError(file: file, line: mark.line, "is not valid YAML here: \(problem)\(during)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the mapping; the line to fix is the key's second time in it.
            let key = duplicates.first ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().dropFirst(context.mark.line - 1)
            let again = lines.filter { $0.element.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " }.hasPrefix("\(key):") }.dropFirst().first
            return ScenarioError(file: file, line: (again?.offset ?? context.mark.line - 1) + 1, "says \(key) twice: expected each key once")
        default:
            return ScenarioError(file: file, line: 1, "is not valid YAML: \(yamlError)")
        }
    }
}
