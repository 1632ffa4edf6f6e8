/// Why a call did not give its answer: PayPal refused it, nothing answered, the answer could not be read, or the
/// merchant refused. Callers switch on the case; `code`, `message` and `debugId` are for showing and reporting it.
public enum PayPalAPIError: Error, Codable, Sendable, Equatable, CustomStringConvertible {
    /// PayPal answered with a refusal, in any of its shapes (REST, OAuth, Adaptive Payments).
    case refused(Refusal)
    /// No answer came from `url`; `underlying` is the transport's word for why, for logs.
    case unreachable(url: String, underlying: String)
    /// An answer came that is not what `call` answers with, or the request could not be written.
    case unreadable(call: String, reason: String, debugId: String, httpStatus: Int?)
    /// The merchant refused: its app (the MPL's dynamic amounts) or its server.
    case merchant(Refusal)

    /// The error id a merchant's callback reports: the refusal's issue (`INSTRUMENT_DECLINED`, Adaptive `580022`),
    /// `NETWORK_ERROR` when nothing answered, `UNEXPECTED` for an answer that can't be read.
    public var code: String {
        switch self {
        case .refused(let refusal), .merchant(let refusal): refusal.issue
        case .unreachable: "NETWORK_ERROR"
        case .unreadable: "UNEXPECTED"
        }
    }

    public var message: String {
        switch self {
        case .refused(let refusal), .merchant(let refusal): refusal.message
        case .unreachable(let url, let underlying): "PayPal can't be reached at \(url) (\(underlying))."
        case .unreadable(let call, let reason, _, _): "The answer to \(call) can't be read (\(reason))."
        }
    }

    /// The correlation or debug id to quote to support; empty when no answer came.
    public var debugId: String {
        switch self {
        case .refused(let refusal), .merchant(let refusal): refusal.debugId
        case .unreachable: ""
        case .unreadable(_, _, let debugId, _): debugId
        }
    }

    /// The HTTP status of the answer, when one came.
    public var httpStatus: Int? {
        switch self {
        case .refused(let refusal), .merchant(let refusal): refusal.httpStatus
        case .unreachable: nil
        case .unreadable(_, _, _, let status): status
        }
    }

    /// PayPal's refusal, when it refused.
    public var refusal: Refusal? {
        if case .refused(let refusal) = self { refusal } else { nil }
    }

    /// True when the call may have done what it asked although its answer said otherwise: no answer came, the
    /// answer could not be read, or PayPal failed inside (5xx). Such a call is looked up before it is tried again.
    public var mayHaveHappened: Bool {
        switch self {
        case .unreachable, .unreadable: true
        case .refused(let refusal), .merchant(let refusal): (refusal.httpStatus ?? 0) >= 500
        }
    }

    /// True when PayPal ended the buyer's session (`INVALID_SESSION`): the buyer logs in again, and the checkout
    /// goes on from there.
    public var endedTheSession: Bool { code == "INVALID_SESSION" }

    public var description: String { debugId.isEmpty ? "\(code): \(message)" : "\(code): \(message) (debug id \(debugId))" }
}

extension PayPalAPIError {
    /// A refusal, reduced to what the library shows and the merchant is told.
    public struct Refusal: Codable, Sendable, Equatable {
        /// The REST issue (`INSTRUMENT_DECLINED`), OAuth error (`invalid_token`) or Adaptive Payments error id (`580022`).
        public var issue: String
        public var message: String
        /// The correlation or debug id to quote to support.
        public var debugId: String
        public var httpStatus: Int?
        /// The field the refusal is about and its value, as the first of a REST error's `details` names them: how many
        /// login attempts are left (`attempts_left`), when a locked account unlocks (`locked_until`).
        public var field: String?
        public var value: String?
        /// The REST error's name (`UNPROCESSABLE_ENTITY`, `INVALID_REQUEST`), the kind of refusal the issue is one of.
        public var name: String?

        public init(
            issue: String, message: String, debugId: String, httpStatus: Int? = nil, field: String? = nil, value: String? = nil,
            name: String? = nil
        ) {
            self.issue = issue
            self.name = name
            self.message = message
            self.debugId = debugId
            self.httpStatus = httpStatus
            self.field = field
            self.value = value
        }
    }
}
