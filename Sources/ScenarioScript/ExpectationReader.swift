import Yams

/// Reads a step's `expect:`: what the screen shows or lacks, callbacks and events, and the backend's records.
struct ExpectationReader {
    let reader: ScenarioFileReader

    static let keys = ["screen", "not-screen", "callback", "event"] + BackendRecord.allCases.map(\.rawValue)

    func expectations(_ node: Node) throws(ScenarioError) -> [Expectation] {
        let fields = try reader.mapping(node, "expectations: \(Self.keys.joined(separator: ", "))")
        try reader.allowOnly(Self.keys, in: fields)
        var found: [Expectation] = []
        for (key, value) in fields {
            let name = key.string ?? ""
            for (text, line) in try texts(value) {
                let check: Expectation.Check = switch name {
                case "screen": .screenShows(text)
                case "not-screen": .screenLacks(text)
                case "callback": .callback(text)
                case "event": .event(text)
                default: .backend(BackendRecord(rawValue: name)!, status: text)
                }
                found.append(Expectation(line: line, check: check))
            }
        }
        return found
    }

    /// A text or a list of texts, each with its own line.
    private func texts(_ node: Node) throws(ScenarioError) -> [(String, Int)] {
        guard case .sequence(let list) = node else { return [(try reader.string(node, "a text"), reader.line(node))] }
        var texts: [(String, Int)] = []
        for item in list { texts.append((try reader.string(item, "a text"), reader.line(item))) }
        return texts
    }
}
