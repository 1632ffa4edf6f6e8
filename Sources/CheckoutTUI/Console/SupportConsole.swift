import PayPalAPI

/// The support console's state: the search and its results, the case open, and the action being confirmed.
/// Keys and answers change it (`handle`, `receive`) and say what to do next (`ConsoleEffect`).
struct SupportConsole: Equatable, Sendable {
    enum Focus: Equatable, Sendable { case query, results }

    /// What the console says after an answer: done, or refused.
    struct Notice: Equatable, Sendable {
        var text: String
        var isError: Bool
    }

    /// The call under way, shown with a spinner.
    enum Busy: Equatable, Sendable {
        case searching(String), opening(String), acting(String)

        var text: String {
            switch self {
            case .searching(let query): "Looking for \(query)…"
            case .opening(let title): "Opening \(title)…"
            case .acting(let label): "\(label)…"
            }
        }
    }

    /// Who takes the actions, as the journal and the case's timeline show.
    let agent: String
    /// The backend, as the title bar names it.
    let backendDescription: String
    var size = TerminalSize(width: 100, height: 30)

    var query = TextField(limit: 254)
    var focus = Focus.query
    /// The query shown selected, as it is when support comes back to it from the results or a case: what they
    /// type replaces it, so a new search never runs on the end of the old one.
    var queryIsSelected = false
    /// Set by an Esc on an empty search field: only a second Esc, right after it, quits.
    var escapeQuits = false
    /// The query the results answer; nil before the first search.
    var searched: String?
    var results: [SupportCaseSummary] = []
    var chosen = 0

    var open: SupportCase?
    var chosenAction = 0
    /// Lines the case is scrolled down.
    var scroll = 0
    var confirmation: Confirmation?
    /// What the last action caused the merchant to be sent.
    var caused: [SupportCase.Notification] = []

    var notice: Notice?
    var busy: Busy?
    /// The tag of the latest call: an answer with another is stale (the user moved on) and dropped.
    var latest = 0
    var wantsQuit = false
    var requestIds: ActionRequestIds

    init(agent: String, backendDescription: String, requestIds: ActionRequestIds = ActionRequestIds()) {
        self.agent = agent
        self.backendDescription = backendDescription
        self.requestIds = requestIds
    }

    /// True while an action's answer is awaited.
    var isActing: Bool {
        if case .acting = busy { true } else { false }
    }

    /// Starts a call: later answers to earlier calls are dropped.
    mutating func call(_ busy: Busy) -> Int {
        latest += 1
        self.busy = busy
        notice = nil
        return latest
    }
}
