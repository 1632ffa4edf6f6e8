import Foundation

/// `POST /payterm/v1/faults`: which calls, how often, and what they get.
///
/// ```json
/// {"method": "POST", "path": "/v2/checkout/orders/*/capture", "times": 1,
///  "outcome": {"error": {"status": 422, "issue": "INSTRUMENT_DECLINED"}}}
/// ```
/// `client`, `buyer` and `flow` narrow the calls (see `FaultCall`); `persist` keeps the rule across restarts.
/// `outcome` is one of `{"latency_ms": 3000}` (or `[1000, 5000]`), `{"error": {"status", "issue"}}`,
/// `{"adaptive_error": "520002"}`, `{"transport": "reset" | "close_after_commit" | "no_answer" | "truncated"}`,
/// `{"pass": true}`; `outcomes` is a chain of them, one per matching call.
struct FaultRuleBody: Decodable, Sendable {
    struct Outcome: Decodable, Sendable {
        var latencyMs: Latency?
        var error: RESTIssue?
        var adaptiveError: String?
        var transport: String?
        var pass: Bool?
    }

    struct RESTIssue: Decodable, Sendable {
        var status: Int?
        var issue: String?
    }

    /// Milliseconds, fixed or a range `[min, max]`.
    enum Latency: Decodable, Sendable {
        case fixed(Int)
        case range([Int])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let fixed = try? container.decode(Int.self) { self = .fixed(fixed) } else { self = .range(try container.decode([Int].self)) }
        }
    }

    var method: String?
    var path: String?
    /// How many matching calls get the outcome (1 unless told); ignored with `outcomes` or `repeat`.
    var times: Int?
    /// A share of the calls, above 0 and at most 1, to the millionth: `0.25`.
    var probability: Decimal?
    /// True keeps the outcome (or a chain's last) until the rule is removed.
    var `repeat`: Bool?
    var outcome: Outcome?
    var outcomes: [Outcome]?
    var client: String?
    var buyer: String?
    var flow: String?
    var persist: Bool?

    static let maxLatencyMilliseconds = 120_000
    static let transports: [String: FaultOutcome] = [
        "reset": .resetBeforeAnswer, "close_after_commit": .closeAfterCommit, "no_answer": .noAnswer, "truncated": .truncatedBody,
    ]

    /// The rule it asks for, checked; the board gives it its id.
    func rule() throws -> FaultRule {
        guard let path, path.hasPrefix("/"), path.count <= 300 else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "path is the path to fault, from /, at most 300 characters: /v2/checkout/orders/*/capture.", field: "path")
        }
        if let method, !(1...10).contains(method.count) || !method.allSatisfy(\.isLetter) {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "method is an HTTP method such as POST, or absent for any.", field: "method")
        }
        if let client, !(1...128).contains(client.count) || !client.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "client is an OAuth client id or an Adaptive application id: 1 to 128 characters, no spaces.", field: "client")
        }
        if let buyer, !EmailAddress.isPlausible(buyer) {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "buyer is a buyer's email address, such as noor@personal.example.com.", field: "buyer")
        }
        if let flow, !(1...64).contains(flow.count) || !flow.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "flow is what the PayTerm-Flow header carries, such as mpl: 1 to 64 printable characters.", field: "flow")
        }
        var millionths = (probability ?? 1) * Decimal(FaultRule.certain)
        var whole = Decimal()
        NSDecimalRound(&whole, &millionths, 0, .plain)
        guard whole > 0, whole <= Decimal(FaultRule.certain) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "probability is above 0 and at most 1, such as 0.25.", field: "probability")
        }
        let chain: [FaultOutcome]
        switch (outcome, outcomes) {
        case (let one?, nil):
            let times = self.times ?? 1
            guard (1...1_000).contains(times) else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "times is 1 to 1000.", field: "times")
            }
            chain = Array(repeating: try Self.outcome(one, field: "outcome"), count: `repeat` == true ? 1 : times)
        case (nil, let many?) where (1...FaultBoard.maxChain).contains(many.count):
            chain = try many.enumerated().map { try Self.outcome($1, field: "outcomes/\($0)") }
        default:
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "Give one of outcome (an object) or outcomes (a list of 1 to \(FaultBoard.maxChain)).", field: "outcome")
        }
        return FaultRule(
            id: "", method: method?.uppercased(), path: path, chancePerMillion: NSDecimalNumber(decimal: whole).intValue, outcomes: chain,
            repeats: `repeat` == true, client: client, buyer: buyer?.lowercased(), flow: flow, persist: persist == true)
    }

    private static func outcome(_ body: Outcome, field: String) throws -> FaultOutcome {
        var given: [FaultOutcome] = []
        if let latency = body.latencyMs { given.append(try Self.latency(latency, field: "\(field)/latency_ms")) }
        if let error = body.error {
            guard let status = error.status, (400...599).contains(status), let issue = error.issue,
                  (1...64).contains(issue.count), issue.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_VALUE", "error is {\"status\": 400 to 599, \"issue\": \"INSTRUMENT_DECLINED\"}.", field: "\(field)/error")
            }
            given.append(.restError(status: status, issue: issue))
        }
        if let id = body.adaptiveError {
            guard (1...10).contains(id.count), id.allSatisfy(\.isNumber) else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "adaptive_error is an error id, such as 520009.", field: "\(field)/adaptive_error")
            }
            given.append(.adaptiveError(id))
        }
        if let transport = body.transport {
            guard let outcome = transports[transport] else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_VALUE", "transport is one of \(transports.keys.sorted().joined(separator: ", ")).", field: "\(field)/transport")
            }
            given.append(outcome)
        }
        if body.pass == true { given.append(.pass) }
        guard given.count == 1, let outcome = given.first else {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "An outcome is exactly one of latency_ms, error, adaptive_error, transport or pass.", field: field)
        }
        return outcome
    }

    private static func latency(_ latency: Latency, field: String) throws -> FaultOutcome {
        let bounds: [Int] = switch latency {
        case .fixed(let value): [value, value]
        case .range(let values): values
        }
        guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1], bounds[1] <= maxLatencyMilliseconds else {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "latency_ms is 0 to \(maxLatencyMilliseconds) milliseconds, or a range [min, max].", field: field)
        }
        return .latency(bounds[0]...bounds[1])
    }
}

/// A fault rule as the admin API shows it.
struct FaultRuleView: Encodable, Sendable {
    var id: String
    var method: String?
    var path: String
    var probability: Decimal
    /// The outcomes still to come, in words; with `repeat`, the last stays.
    var outcomes: [String]
    var `repeat`: Bool
    var client: String?
    var buyer: String?
    var flow: String?
    var persist: Bool

    init(_ rule: FaultRule) {
        id = rule.id
        method = rule.method
        path = rule.path
        probability = Decimal(rule.chancePerMillion) / Decimal(FaultRule.certain)
        outcomes = rule.outcomes.map(\.summary)
        `repeat` = rule.repeats
        client = rule.client
        buyer = rule.buyer
        flow = rule.flow
        persist = rule.persist
    }
}
