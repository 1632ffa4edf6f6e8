import PayPalAPI

/// Work the console asks for, each tagged so its answer can be told from a stale one.
enum ConsoleEffect: Equatable, Sendable {
    case search(String, tag: Int)
    case open(SupportCaseKind, String, tag: Int)
    case take(SupportCase.Offer, on: SupportCaseSummary, amount: MoneyValue?, agent: String, requestId: String, tag: Int)
    /// Reads the case again after a moment, when the deliveries an action caused have been tried.
    case reopenSoon(SupportCaseKind, String, tag: Int)

    var tag: Int {
        switch self {
        case .search(_, let tag), .open(_, _, let tag), .take(_, _, _, _, _, let tag), .reopenSoon(_, _, let tag): tag
        }
    }
}

/// Answers to the console's work.
enum ConsoleMessage: Sendable {
    case found([SupportCaseSummary], query: String, tag: Int)
    case opened(SupportCase, tag: Int)
    case acted(SupportActionOutcome, tag: Int)
    case failed(PayPalAPIError, tag: Int)
}
