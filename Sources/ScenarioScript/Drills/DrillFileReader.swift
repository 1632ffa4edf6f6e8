import CheckoutFlows
import Yams

/// Turns a drill file's YAML nodes into a `Drill`, naming the line of anything unexpected, including a name
/// used before a setup step made it.
struct DrillFileReader {
    let reader: ScenarioFileReader

    static let topKeys = ["name", "title", "customer", "task", "setup", "hints", "checks"]

    func drill(_ root: Node) throws(ScenarioError) -> Drill {
        let top = try reader.mapping(root, "a drill: name, title, customer, task, setup, hints and checks")
        try reader.allowOnly(Self.topKeys, in: top)
        let text = { (key: String, expected: String) throws(ScenarioError) -> String in
            try reader.string(try reader.required(key, in: top, root), expected)
        }
        let nameNode = try reader.required("name", in: top, root)
        let name = try reader.string(nameNode, "the drill's name")
        guard Self.isSlug(name) else {
            throw reader.error(nameNode, "'\(name)' cannot name a drill: expected 1 to 64 lower-case letters, digits and dashes, such as charged-twice")
        }
        var names = DrillNames(reader: reader)
        let setup = try DrillStepReader(reader: reader).steps(try list("setup", in: top, root, "a list of setup steps"), names: &names)
        let customerNode = try reader.required("customer", in: top, root)
        let customer = try reader.string(customerNode, "what the customer says")
        try names.need(in: customer, at: customerNode)
        var hints: [String] = []
        for node in try list("hints", in: top, root, "a list of hints, the gentlest first") { hints.append(try reader.string(node, "a hint")) }
        var checks: [DrillExpectation] = []
        for node in try list("checks", in: top, root, "a list of checks") { checks.append(try DrillCheckReader(reader: reader).check(node, names: names)) }
        return Drill(
            name: name, title: try text("title", "the drill's title"), task: try text("task", "the trainee's task"), customer: customer,
            setup: setup, hints: hints, checks: checks)
    }

    private func list(_ key: String, in top: Node.Mapping, _ root: Node, _ expected: String) throws(ScenarioError) -> [Node] {
        let node = try reader.required(key, in: top, root)
        guard case .sequence(let items) = node, !items.isEmpty else { throw reader.error(node, "expected \(expected) under `\(key):`") }
        return Array(items)
    }

    /// A drill's name as the backend keeps it: 1 to 64 lower-case letters, digits and dashes.
    static func isSlug(_ name: String) -> Bool {
        (1...64).contains(name.count) && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}

/// The names a drill's setup has made so far, to report a name used before it is made at its line.
struct DrillNames {
    let reader: ScenarioFileReader
    private(set) var made: Set<String> = []

    init(reader: ScenarioFileReader) { self.reader = reader }

    mutating func make(_ names: String...) {
        made.formUnion(names)
    }

    func need(_ name: String, at node: Node) throws(ScenarioError) {
        guard name == "random" || made.contains(name) else {
            let known = made.sorted()
            throw reader.error(
                node, "'\(name)' is not made by any step before this one\(known.isEmpty ? "" : ": made so far are \(known.joined(separator: ", "))")")
        }
    }

    /// Each `{name}` written in a text.
    func need(in text: String, at node: Node) throws(ScenarioError) {
        for match in text.matches(of: /\{([^{}]*)\}/) { try need(String(match.output.1), at: node) }
    }
}
