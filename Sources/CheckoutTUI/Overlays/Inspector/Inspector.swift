import PayPalAPI

/// The inspector (Ctrl-O, from anywhere): the session's events in a list to choose from, filtered by kind, and
/// the exchange behind an HTTP call in full, as the backend's journal kept it, secrets masked.
struct Inspector: Equatable, Sendable {
    enum Filter: CaseIterable, Sendable {
        case all, http, callbacks, ipn, webhooks, failures, notes

        var label: String {
            switch self {
            case .all: "everything"
            case .http: "HTTP calls"
            case .callbacks: "callbacks"
            case .ipn: "IPN"
            case .webhooks: "webhooks"
            case .failures: "failed calls"
            case .notes: "notes"
            }
        }

        func admits(_ event: EventLine) -> Bool {
            switch self {
            case .all: true
            case .http: event.kind == .http
            case .callbacks: event.kind == .callback
            case .ipn: event.kind == .ipn
            case .webhooks: event.kind == .webhook
            case .failures: event.failed
            case .notes: event.kind == .note
            }
        }
    }

    /// The exchange open in full.
    enum Exchange: Equatable, Sendable {
        /// Asking the journal for it.
        case loading(EventLine)
        case loaded(EventLine, AdminClient.JournalEntry)
        /// An event with no exchange behind it (a callback, a note), or one the journal no longer holds: shown as
        /// the pane has it, with `reason` when there is one.
        case event(EventLine, reason: String?)

        var event: EventLine {
            switch self {
            case .loading(let event), .loaded(let event, _), .event(let event, _): event
            }
        }
    }

    var filter = Filter.all
    /// The chosen event, as its index in the session's events; nil follows the newest.
    var chosen: Int?
    var exchange: Exchange?
    /// Lines scrolled down in the open exchange.
    var scroll = 0
    /// Where the last "copy as curl" went, or why it could not.
    var notice: String?

    /// The indexes of the events the filter admits, oldest first.
    func shown(_ events: [EventLine]) -> [Int] {
        events.indices.filter { filter.admits(events[$0]) }
    }

    /// The chosen event's index among `shown`, the newest when none was chosen or it is filtered out.
    func position(in shown: [Int]) -> Int? {
        guard !shown.isEmpty else { return nil }
        guard let chosen, let position = shown.firstIndex(of: chosen) else { return shown.count - 1 }
        return position
    }
}
