import PayPalAPI
import Yams

/// Reads a step's `fault:`: the calls it covers (`path`, and if it likes `method`, `flow`, `buyer`, `times`) and
/// what they get (`outcome`), as the tester's panel arms them.
struct FaultReader {
    let reader: ScenarioFileReader

    static let keys = ["path", "method", "flow", "buyer", "times", "outcome"]

    /// The outcomes by name; `error 422 ISSUE`, `adaptive-error 580022` and `latency 3000ms` say their own.
    static let outcomes: [String: AdminClient.FaultOutcome] = [
        "decline": .error(status: 422, issue: "INSTRUMENT_DECLINED"),
        "insufficient-funds": .error(status: 422, issue: "INSUFFICIENT_FUNDS"),
        "network-down": .reset,
        "timeout": .noAnswer,
        "server-error": .error(status: 500, issue: "INTERNAL_SERVER_ERROR"),
        "answer-lost": .closeAfterCommit,
        "session-expired": .error(status: 401, issue: "INVALID_SESSION"),
    ]

    func fault(_ node: Node) throws(ScenarioError) -> AdminClient.FaultRequest {
        let fields = try reader.mapping(node, "a fault: {path: …, outcome: …}")
        try reader.allowOnly(Self.keys, in: fields)
        let outcomeNode = try reader.required("outcome", in: fields, node)
        let times = try fields["times"].map { node throws(ScenarioError) in
            guard let times = Int(try reader.string(node, "a number of calls")), times > 0 else { throw reader.error(node, "expected a number of calls, 1 or more") }
            return times
        }
        let text = { (key: String) throws(ScenarioError) -> String? in try fields[key].map { node throws(ScenarioError) in try reader.string(node, key) } }
        return AdminClient.FaultRequest(
            method: try text("method")?.uppercased(), path: try reader.string(try reader.required("path", in: fields, node), "a path such as /AdaptivePayments/Pay"),
            times: times ?? 1, outcome: try outcome(outcomeNode), buyer: try text("buyer"), flow: try text("flow"))
    }

    private func outcome(_ node: Node) throws(ScenarioError) -> AdminClient.FaultOutcome {
        let text = try reader.string(node, "an outcome")
        if let named = Self.outcomes[text] { return named }
        let words = text.split(separator: " ").map(String.init)
        switch (words.first, words.count) {
        case ("error", 3): if let status = Int(words[1]) { return .error(status: status, issue: words[2]) }
        case ("adaptive-error", 2): return .adaptiveError(words[1])
        case ("latency", 2): return .latency(milliseconds: Int(try reader.seconds(in: words[1], at: node, "a latency") * 1_000))
        default: break
        }
        throw reader.error(
            node, "unknown outcome '\(text)': expected \(Self.outcomes.keys.sorted().joined(separator: ", ")), error <status> <ISSUE>, adaptive-error <id> or latency <time>")
    }
}
