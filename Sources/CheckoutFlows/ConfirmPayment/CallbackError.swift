import PayPalAPI

/// What `onError` receives, as the seed's callback data has it: `{"name", "message", "details": [{"issue",
/// "description"}]}`.
public struct CallbackError: Error, Codable, Sendable, Equatable {
    public struct Detail: Codable, Sendable, Equatable {
        public var issue: String
        public var description: String

        public init(issue: String, description: String) {
            self.issue = issue
            self.description = description
        }
    }

    /// `VALIDATION_ERROR`, `INSTRUMENT_DECLINED`, `PAYER_ACTION_REQUIRED`, `UNPROCESSABLE_ENTITY`, or the name of
    /// PayPal's refusal.
    public var name: String
    public var message: String
    public var details: [Detail]
    /// The debug id to quote to PayPal's support, when PayPal answered.
    public var debugId: String

    public init(name: String, message: String, details: [Detail], debugId: String = "") {
        self.name = name
        self.message = message
        self.details = details
        self.debugId = debugId
    }

    /// The issues the SDK names an error after; any other refusal is named by its kind.
    static let namedIssues: Set = ["INSTRUMENT_DECLINED", "PAYER_ACTION_REQUIRED"]

    /// A refusal from PayPal or its absence, as the SDK hands it to `onError`.
    init(_ error: PayPalAPIError) {
        let refusal = error.refusal
        let name = Self.namedIssues.contains(error.code) ? error.code : refusal?.name ?? error.code
        self.init(
            name: name, message: error.message, details: [Detail(issue: error.code, description: error.message)],
            debugId: error.debugId)
    }
}
