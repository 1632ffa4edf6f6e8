import CheckoutFlows
import PayPalAPI

/// A checkout under way as the merchant app hosts it: its flow, what the buyer typed into its sheet, where it shows,
/// and what the merchant's app does with its callbacks. One generic path in `AppState` hosts any of them; where
/// checkouts differ, they say so here.
protocol HostedCheckout: Sendable {
    associatedtype F: Flow
    var flow: F { get set }

    /// The calls of its flow, through the parties.
    static func calls(_ parties: Parties) -> any FlowCalls<F>

    /// Where it shows now.
    var placement: CheckoutPlacement { get }
    /// True once the checkout has ended: the slot empties.
    var isOver: Bool { get }

    /// The sheet follows its flow from `old` to where it is now: the focus, secrets cleared after a refusal.
    mutating func follow(from old: F, in screen: SheetScreen)
    /// The merchant's app takes a callback (a line in the event pane, a change to the app); an answer it gives at
    /// once goes back to the flow.
    func take(_ callback: F.Callback, in app: inout AppState) -> F.Event?
    /// The merchant's app follows the flow after each event: what it holds and shows, and work it starts.
    func update(_ app: inout AppState) -> [AppEffect]

    /// A key for the checkout, on top of the merchant's app.
    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<F.Event>
    /// A click on one of its controls.
    mutating func activate(_ target: ClickTarget, screen: SheetScreen) -> SheetInput<F.Event>
    /// Draws it over the merchant's app, `canvas` being the app's column.
    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas)
    /// Its keys, on the terminal's last line.
    func keyHints(_ language: Language) -> String
    /// Its help box, in the sheet's language.
    func help(_ language: Language) -> Help
    /// True when the focus is on a text field, where `?` is typed rather than opening the help.
    var isTyping: Bool { get }
    /// What the merchant's app shows beside its button while it is in front; nil for its usual status.
    func merchantActivity(spinner: Int) -> (String, Role)?
    /// The checkout's step, for a recording's markers: the flow and its state's name, never what the state holds.
    var step: String { get }
    /// The call it makes next, which the tester's panel arms.
    var nextCall: CallSite { get }
    /// Types a value into the field of that name, for a scenario or the tester; false when it shows none.
    mutating func fill(_ name: String, with value: String) -> Bool
    /// The demo's accounts were unlocked: a lockout the checkout shows now says the account can log in again.
    mutating func showUnlocked()
    /// The checkout as the app keeps it when the buyer leaves mid-way (MPL's payPalContext); nil when it cannot be
    /// left.
    var leaving: PayPalContext? { get }
}

extension HostedCheckout {
    func take(_ callback: F.Callback, in app: inout AppState) -> F.Event? { nil }
    func update(_ app: inout AppState) -> [AppEffect] { [] }
    mutating func activate(_ target: ClickTarget, screen: SheetScreen) -> SheetInput<F.Event> { .passed }
    func merchantActivity(spinner: Int) -> (String, Role)? { nil }
    mutating func showUnlocked() {}
    var leaving: PayPalContext? { nil }
    var isWorking: Bool { flow.isWorking }
}

/// Where a checkout shows.
enum CheckoutPlacement: Equatable, Sendable {
    /// Over the merchant's app, taking every key.
    case sheet
    /// Back at the merchant's app, on a screen of its own (the order's confirmation), taking every key.
    case merchantScreen
    /// The merchant's app in front, the checkout's word beside its button; keys it does not take go to the app.
    case besideButton
}

/// What a key or click did to a checkout.
enum SheetInput<Event: Sendable>: Sendable {
    /// It changed the sheet only.
    case handled
    /// The checkout does not take it: it goes to the layer below.
    case passed
    /// An event for the flow.
    case send(Event)
    /// The checkout leaves the slot, as the buyer left it.
    case leave
}

/// What a sheet needs of the screen to lay itself out: the language and the room it has.
struct SheetScreen: Sendable {
    var language: Language
    /// The app's column: the whole terminal but its keys' lines, or its left part beside the event pane.
    var size: TerminalSize
}

/// A call the tester's panel can make fail: its method, its path (`*` for an id), what it is, in words, and what
/// PayPal could refuse there beyond what any call can meet (no network, no answer, a 500, slowness, a lost answer).
struct CallSite: Equatable, Sendable {
    /// A refusal that means something only at some calls.
    enum Refusal: Equatable, Sendable {
        /// The buyer's funding is declined or short: a call that moves money.
        case declined
        /// The buyer's session ended: a call made in a logged-in session.
        case sessionExpired
        /// What the call acts on expired, answered with this issue (`ORDER_EXPIRED`, `PAY_KEY_EXPIRED`…).
        case expired(issue: String)
    }

    var method: String
    var path: String
    var what: String
    var refusals: [Refusal]

    init(_ method: String, _ path: String, _ what: String, refusals: [Refusal] = []) {
        self.method = method
        self.path = path
        self.what = what
        self.refusals = refusals
    }

    /// The issue PayPal answers when what this call acts on has expired; nil where nothing it acts on expires.
    var expiredIssue: String? {
        refusals.lazy.compactMap { if case .expired(let issue) = $0 { issue } else { nil } }.first
    }

    static let logIn = CallSite("POST", "/payterm/v1/buyer/login", "the log-in")
}

/// A layer's help: its title and its keys.
struct Help: Sendable {
    var title: String
    var entries: [HelpEntry]
    /// The key hints while the help is open, in the help's language: how to close it, and to scroll it when it
    /// is longer than the terminal.
    var closing = "Esc or ? closes the help"
    var scrolling = "↑↓ scroll"
}
