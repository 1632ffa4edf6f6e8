extension AdminClient {
    /// A fault to arm on the backend (`POST /payterm/v1/faults`): the calls it covers and what they get.
    public struct FaultRequest: Encodable, Sendable, Equatable {
        public var method: String?
        /// With `*` for a segment: `/v2/checkout/orders/*/capture`.
        public var path: String
        public var times: Int
        public var outcome: FaultOutcome
        /// The calling app's OAuth client id or Adaptive application id; nil for any.
        public var client: String?
        /// The email of the buyer the call is made for: its log-in and the calls of its session; nil for any.
        public var buyer: String?
        /// The `PayTerm-Flow` header's value; nil for any.
        public var flow: String?
        /// True keeps the rule armed across restarts of a backend with a state file.
        public var persist: Bool

        public init(
            method: String?, path: String, times: Int = 1, outcome: FaultOutcome, client: String? = nil, buyer: String? = nil,
            flow: String? = nil, persist: Bool = false
        ) {
            self.method = method
            self.path = path
            self.times = times
            self.outcome = outcome
            self.client = client
            self.buyer = buyer
            self.flow = flow
            self.persist = persist
        }
    }

    /// What a faulted call gets.
    public enum FaultOutcome: Encodable, Sendable, Equatable {
        case latency(milliseconds: Int)
        case error(status: Int, issue: String)
        case adaptiveError(String)
        case reset, closeAfterCommit, noAnswer, truncated

        private enum CodingKeys: String, CodingKey { case latencyMs, error, adaptiveError, transport }
        private struct Issue: Encodable { var status: Int; var issue: String }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .latency(let milliseconds): try container.encode(milliseconds, forKey: .latencyMs)
            case .error(let status, let issue): try container.encode(Issue(status: status, issue: issue), forKey: .error)
            case .adaptiveError(let id): try container.encode(id, forKey: .adaptiveError)
            case .reset: try container.encode("reset", forKey: .transport)
            case .closeAfterCommit: try container.encode("close_after_commit", forKey: .transport)
            case .noAnswer: try container.encode("no_answer", forKey: .transport)
            case .truncated: try container.encode("truncated", forKey: .transport)
            }
        }
    }

    /// A fault armed on the backend, as it lists it.
    public struct ArmedFault: Decodable, Sendable, Equatable {
        public var id: String
        public var method: String?
        public var path: String
        /// The outcomes still to come, in words.
        public var outcomes: [String]
        public var `repeat`: Bool
        public var client: String?
        public var buyer: String?
        public var flow: String?
        /// True when the backend keeps the rule across restarts; nil from a backend older than persisted rules.
        public var persist: Bool?
    }
}
