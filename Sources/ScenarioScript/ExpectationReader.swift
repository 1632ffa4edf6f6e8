import Yams

/// Reads a step's `expect:`: what the screen shows or lacks, callbacks and events, and the backend's records.
struct ExpectationReader {
    let reader: ScenarioFileReader

    static let keys = ["screen", "not-screen", "step", "callback", "event"] + BackendRecord.allCases.map(\.rawValue)

    func expectations(_ node: Node) throws(ScenarioError) -> [Expectation] {
        let fields = try reader.mapping(node, "expectations: \(Self.keys.joined(separator: ", "))")
        try reader.allowOnly(Self.keys, in: fields)
        var found: [Expectation] = []
        for (key, value) in fields {
            let name = key.string ?? ""
            for (item, line) in items(value) {
                let check: Expectation.Check
                switch name {
                case "screen": check = .screenShows(try reader.wording(item, "a text the screen shows"))
                case "not-screen": check = .screenLacks(try reader.wording(item, "a text the screen does not show"))
                case "step": check = .step(try reader.string(item, "a step of the flow, such as login or review"))
                default: check = try plain(name, try reader.string(item, "a text"))
                }
                found.append(Expectation(line: line, check: check))
            }
        }
        return found
    }

    private func plain(_ name: String, _ text: String) throws(ScenarioError) -> Expectation.Check {
                switch name {
                case "callback": .callback(text)
                case "event": .event(text)
                default: .backend(BackendRecord(rawValue: name)!, status: text)
                }
    }

    /// A value or a list of values, each with its own line.
    private func items(_ node: Node) -> [(Node, Int)] {
        guard case .sequence(let list) = node else { return [(node, reader.line(node))] }
        return list.map { ($0, reader.line($0)) }
    }
}
