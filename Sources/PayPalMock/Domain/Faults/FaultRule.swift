import Foundation

/// A tester's fault: calls matching a method, a path pattern and, when set, the calling app, the buyer and the
/// flow, get an outcome other than the backend's own, for the next N of them, with a probability, or one outcome
/// of a chain per call.
struct FaultRule: Codable, Sendable, Equatable {
    var id: String
    /// `POST`, `GET`…; nil matches any method.
    var method: String?
    /// The path, with `*` for one segment and a trailing `**` for any rest: `/v2/checkout/orders/*/capture`.
    var path: String
    /// How often a matching call is faulted, in millionths: 1,000,000 is every time.
    var chancePerMillion: Int

    static let certain = 1_000_000
    /// The outcomes still to come, one per faulted call, in order; the rule ends when they are spent, unless
    /// `repeats` (then the last one stays).
    var outcomes: [FaultOutcome]
    var repeats: Bool
    /// The calling app's client id (REST) or application id (Adaptive); nil matches any.
    var client: String?
    /// The email (lower-cased) of the buyer the call is made for, as `FaultCall.buyer` reads it; nil matches any.
    var buyer: String?
    /// The `PayTerm-Flow` header's value; nil matches any.
    var flow: String?
    /// True keeps the rule in the store, so that a file-backed backend still has it armed after a restart.
    var persist: Bool

    /// True when the call is one this rule covers.
    func matches(_ call: FaultCall) -> Bool {
        if let own = method, own.uppercased() != call.method.uppercased() { return false }
        if let client, client != call.client { return false }
        if let buyer, buyer != call.buyer?.lowercased() { return false }
        if let flow, flow != call.flow { return false }
        return Self.matches(pattern: path.split(separator: "/"), path: call.path.split(separator: "/"))
    }

    /// True when taking an outcome uses it up: a chain's outcomes are each taken once, and a lone outcome is,
    /// unless the rule repeats.
    var spends: Bool { outcomes.count > 1 || !repeats }

    /// The outcome a call gets now, used up when the rule `spends`.
    mutating func spend() -> FaultOutcome {
        spends ? outcomes.removeFirst() : outcomes[0]
    }

    private static func matches(pattern: [Substring], path: [Substring]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" { return true }
        guard let segment = path.first, first == "*" || first == segment else { return false }
        return matches(pattern: Array(pattern.dropFirst()), path: Array(path.dropFirst()))
    }
}

/// What a faulted call gets instead of (or before) its answer.
enum FaultOutcome: Codable, Sendable, Equatable {
    /// The call is answered as usual, after a wait (milliseconds, drawn from the range).
    case latency(ClosedRange<Int>)
    /// A refusal in the API's own shape, before anything changes: a REST issue with its status.
    case restError(status: Int, issue: String)
    /// An Adaptive Payments error id, before anything changes.
    case adaptiveError(String)
    /// The connection is reset before any answer; nothing changed.
    case resetBeforeAnswer
    /// The call does what it does, then the connection closes without an answer: the client cannot tell.
    case closeAfterCommit
    /// Nothing is done and nothing answered, until the client gives up (or five minutes pass).
    case noAnswer
    /// The call does what it does; the answer's body is cut short and the connection closed.
    case truncatedBody
    /// The backend's own answer: a link of a chain that lets one call through.
    case pass

    /// Whether the call runs (and may change state) under this outcome.
    var runsTheCall: Bool {
        switch self {
        case .latency, .closeAfterCommit, .truncatedBody, .pass: true
        case .restError, .adaptiveError, .resetBeforeAnswer, .noAnswer: false
        }
    }

    /// Whether the answer never reaches the client whole: the connection is what fails.
    var isTransport: Bool {
        switch self {
        case .resetBeforeAnswer, .closeAfterCommit, .noAnswer, .truncatedBody: true
        default: false
        }
    }

    /// The outcome in a few words, for the journal and the tester panel.
    var summary: String {
        switch self {
        case .latency(let range): range.lowerBound == range.upperBound ? "latency \(range.lowerBound) ms" : "latency \(range.lowerBound)-\(range.upperBound) ms"
        case .restError(let status, let issue): "error \(status) \(issue)"
        case .adaptiveError(let id): "Adaptive error \(id)"
        case .resetBeforeAnswer: "reset before the answer"
        case .closeAfterCommit: "closed after commit"
        case .noAnswer: "no answer"
        case .truncatedBody: "truncated body"
        case .pass: "pass"
        }
    }
}
