import CheckoutFlows

/// A flow of the merchant app's picker, holding the settings its PayPal button has: its title, its name, its
/// controls under the picker, its keys and what pressing the button opens. The catalog lists one of each; where
/// flows differ in the merchant's app, the entry says so.
protocol FlowEntry: Sendable {
    /// The picker's words for it.
    var title: String { get }
    /// Its name on the wire (`PayTerm-Flow`, which a tester's fault may match) and in scenario files.
    var name: String { get }

    /// How many controls it has under the picker, in Tab order; `.row(i)` is the i-th.
    var rowCount: Int { get }
    /// Lays out its controls under the picker, in the app's width.
    func layout(_ app: AppState, into layout: inout SheetLayout<MerchantControl>)
    /// Lines under the PayPal button about what it does here (the saved wallet, the phone sent); none by default.
    func notes(_ app: AppState) -> [String]
    /// The PayPal button's words.
    func buttonLabel(_ strings: LibraryStrings) -> String
    /// Beside the button once the app is ready: the SDK the flow runs on, and what it talks to.
    func readyStatus(_ app: AppState) -> String
    /// Why the button does nothing now (an empty cart); nil when it opens the checkout.
    var cannotOpen: String? { get }
    /// The PayPal button's size in cells.
    var buttonCells: (width: Int, height: Int) { get }
    /// True when the focused control is a text field, where every character is typed.
    func isTyping(_ focus: MerchantControl) -> Bool
    /// True while the merchant's server waits on a call of the flow's own (a token refresh).
    var isWorking: Bool { get }

    /// A key for the focused control, `row` (nil for the picker or the button), or a key of its own; nil when it
    /// takes no such key.
    mutating func handle(_ key: Key, row: Int?, in app: inout AppState) -> [AppEffect]?
    /// Presses the PayPal button.
    func open(in app: inout AppState) -> [AppEffect]

    /// Its keys on the terminal's last line, after the app's own.
    var keyHints: String { get }
    /// What Enter does on its row of that index, for the keys' line, where it does not press the PayPal button.
    func enterHint(row: Int, _ app: AppState) -> String?
    /// Its keys in the help, after the app's own.
    var help: [HelpEntry] { get }
    /// The call its checkout makes first, which the tester's panel arms while none is open.
    var firstCall: CallSite { get }
    /// The endpoints of the merchant's server PayPal calls in this flow (IPN, webhooks, the shipping callback); none
    /// by default.
    var merchantEndpoints: [MerchantEndpoint] { get }
    /// Types a value into its field of that name, for a scenario; false when it has none.
    mutating func fill(_ name: String, with value: String) -> Bool
    /// Sets up the MPL experience a scenario names; false for a flow that has none.
    mutating func setUp(experience: DemoStore.Experience) -> Bool
    /// A checkout the buyer left mid-way, which the app keeps for the next run.
    var leftCheckout: PayPalContext? { get }

    /// The flow is chosen (the focus left the picker on it), and the library ready: what it asks for to show itself
    /// (Pay Later's message).
    mutating func appear(in app: inout AppState) -> [AppEffect]
    /// A key for its own screen over the app (`MerchantPanel.flow`: Pay Later's Learn More sheet); nil passes it on.
    mutating func handlePanel(_ key: Key, in app: inout AppState) -> [AppEffect]?
    /// Draws its own screen in the app's body.
    func drawPanel(_ app: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas)
    /// Its own screen's keys.
    func panelKeyHints(_ app: AppState) -> String
}

extension FlowEntry {
    func notes(_ app: AppState) -> [String] { [] }
    func enterHint(row: Int, _ app: AppState) -> String? { nil }
    func buttonLabel(_ strings: LibraryStrings) -> String { strings.payWithPayPal }
    func readyStatus(_ app: AppState) -> String { Self.libraryReady(app) }
    /// The MPL's words for a library that initialized, in its environment.
    static func libraryReady(_ app: AppState) -> String { "PayPal library: ready · \(app.environment.constantName) · \(app.backendDescription)" }
    var cannotOpen: String? { nil }
    var buttonCells: (width: Int, height: Int) { (26, 3) }
    func isTyping(_ focus: MerchantControl) -> Bool { false }
    var isWorking: Bool { false }
    mutating func fill(_ name: String, with value: String) -> Bool { false }
    mutating func setUp(experience: DemoStore.Experience) -> Bool { false }
    var leftCheckout: PayPalContext? { nil }
    var merchantEndpoints: [MerchantEndpoint] { [] }
    mutating func appear(in app: inout AppState) -> [AppEffect] { [] }
    mutating func handlePanel(_ key: Key, in app: inout AppState) -> [AppEffect]? { nil }
    func drawPanel(_ app: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas) {}
    func panelKeyHints(_ app: AppState) -> String { "Esc close" }
}
