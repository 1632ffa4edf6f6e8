import CheckoutFlows
import PayPalAPI

/// Everything the front shows: the merchant's app, the one checkout sheet open over it, and the overlays
/// (help, the event pane) over them, topmost last.
public struct AppState: Sendable {
    /// The library's initialization, as the MPL's `initializationStatus` reports it.
    public enum LibraryStatus: Equatable, Sendable {
        case inProgress
        case ready
        /// What went wrong, in a sentence that says what to do.
        case failed(String)
    }

    /// One entry of the event pane: a merchant callback, an HTTP call, or a note.
    public struct EventLine: Equatable, Sendable {
        /// A callback to the merchant's app, an HTTP call, an IPN message or a webhook event the merchant's server
        /// received, or a note of what happened.
        public enum Kind: Sendable { case callback, http, ipn, webhook, note }
        public var kind: Kind
        public var text: String
        public struct Call: Equatable, Sendable {
            public var method: String
            public var path: String
        }

        /// An HTTP call's method and path.
        public var call: Call?
        /// An HTTP call's `Paypal-Debug-Id`, which finds the whole exchange in the backend's journal.
        public var debugId: String?
        /// True for an HTTP call that got no answer, or a refusal (4xx) or error (5xx).
        public var failed: Bool

        public init(kind: Kind, text: String, debugId: String? = nil, failed: Bool = false) {
            self.kind = kind
            self.text = text
            self.debugId = debugId
            self.failed = failed
        }

        /// An HTTP call the transport recorded.
        public init(_ call: HTTPTransport.CallRecord) {
            let outcome = call.failure.map { "no answer: \($0)" } ?? String(call.status)
            self.init(
                kind: .http, text: "\(call.method) \(call.path) → \(outcome) (\(call.milliseconds) ms)", debugId: call.debugId,
                failed: call.status == 0 || call.status >= 400)
            self.call = Call(method: call.method, path: call.path)
        }
    }

    /// The most events the pane keeps: a whole session's, within reason.
    static let eventCapacity = 5_000

    public var merchant = MerchantState()
    /// The checkout open over the merchant's app, if any.
    var sheet: Sheet?
    var overlays: [Overlay] = []
    /// The tester's panel (Ctrl-F).
    var tester = TesterPanel()
    /// The inspector (Ctrl-O).
    var inspector = Inspector()
    /// PayPal's clock as the backend last said, once the tester's panel asked.
    var backendClock: AdminClient.ClockState?
    /// The id the next checkout opened gets.
    var nextCheckout = CheckoutID(1)
    public var libraryStatus: LibraryStatus = .inProgress
    public var environment: PayPalEnvironment
    /// Where the library's calls go: "embedded backend", a URL, or demo mode's in-process PayPal.
    public var backendDescription: String
    /// The language of the library's screens and the PayPal button.
    public var language: Language
    public var events: [EventLine] = []
    /// How many lines of the event pane are scrolled up from the newest (PgUp/PgDn).
    public var eventScroll = 0
    /// The terminal's size, for the layouts keys act on (scrolling, keeping the focus in view).
    public var terminalSize = TerminalSize(width: 100, height: 30)
    /// A checkout kept from an earlier run (payPalContext), resumed as soon as the library has initialized.
    public var restoredContext: PayPalContext?
    public var wantsQuit = false

    public init(environment: PayPalEnvironment = .sandbox, backendDescription: String, language: Language = .enUS) {
        self.environment = environment
        self.backendDescription = backendDescription
        self.language = language
    }

    mutating func log(_ kind: EventLine.Kind, _ text: String) {
        log(EventLine(kind: kind, text: text))
    }

    mutating func log(_ event: EventLine) {
        events.append(event)
        if events.count > Self.eventCapacity { events.removeFirst(events.count - Self.eventCapacity) }
    }

    var strings: LibraryStrings { language.strings }

    /// The MPL checkout open, if the sheet is one.
    var library: MPLSheet? {
        get { if case .mpl(let sheet) = sheet { sheet } else { nil } }
        // Setting nil closes only a sheet of this kind: `library?.x = …` writes back even when no library is open.
        set { if let newValue { sheet = .mpl(newValue) } else if library != nil { sheet = nil } }
    }

    /// The web checkout open, if the sheet is one.
    var web: WebSheet? {
        get { if case .web(let sheet) = sheet { sheet } else { nil } }
        set { if let newValue { sheet = .web(newValue) } else if web != nil { sheet = nil } }
    }

    /// True while a checkout's call is under way, in its sheet or back at the merchant: the spinner turns.
    var isWorking: Bool {
        library?.flow.isWorking == true || web?.flow.isWorking == true || appSwitch?.flow.isWorking == true || connect?.flow.isWorking == true
            || merchant.ordersCheckout?.flow.isWorking == true
            || merchant.held.busy || merchant.methods.busy || merchant.connect.busy || tester.busy
    }

    var showEvents: Bool { overlays.contains(.events) }
    /// True while a sheet is over the merchant's app (App Switch leaves the app in front at times).
    var sheetIsUp: Bool { appSwitch.map { !$0.merchantAppInFront } ?? (sheet != nil) }
    /// The help of what has the keys: the open sheet, else the merchant's app.
    var help: (title: String, entries: [HelpEntry]) { sheet?.help ?? (MerchantHelp.title, MerchantHelp.entries) }
    var showHelp: Bool { overlays.last == .help }

    /// Opens a checkout's sheet with a new id.
    mutating func open(_ make: (CheckoutID) -> Sheet) {
        sheet = make(nextCheckout)
        nextCheckout = nextCheckout.next
    }
}

/// The merchant's demo app: quantities of the catalogue, the experience to run, the last result.
public struct MerchantState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable {
        case flow
        case setting(ButtonSettings.Row)
        case appSwitchSetting(AppSwitchSettings.Row)
        case connectSetting(ConnectSettings.Row)
        case item(Int)
        case experience
        case payButton
    }

    /// A preapproval a buyer agreed to in the library: the merchant takes payments with it.
    public struct ConfirmedPreapproval: Equatable, Sendable {
        public var key: String
        public var senderEmail: String
    }

    /// The merchant app's own prompt for the preapproval PIN, before it takes a preapproved payment.
    public struct PINPrompt: Equatable, Sendable {
        var pin = TextField(secret: true, limit: 8)
        public var error: String?
        public var busy = false
    }

    /// What the app shows once the library has exited: MPL apps change their UI only after
    /// `paymentLibraryExit`, never while the library is still over them.
    struct Outcome: Equatable, Sendable {
        var result: String
        var preapproval: ConfirmedPreapproval?
    }

    /// The MPL's four PayPal button types, drawn in terminal cells.
    public enum PayButtonSize: String, CaseIterable, Sendable {
        case small = "BUTTON_152x33"
        case medium = "BUTTON_194x37"
        case large = "BUTTON_278x43"
        case extraLarge = "BUTTON_294x43"

        var cells: (width: Int, height: Int) {
            switch self {
            case .small: (18, 1)
            case .medium: (22, 1)
            case .large: (26, 3)
            case .extraLarge: (30, 3)
            }
        }
    }

    /// The flow the PayPal button starts.
    public var flow = MerchantFlow.mpl
    /// The button's configuration for the Orders v2 flows, as the tester left it.
    public var settings = ButtonSettings(.confirmPayment(amount: "25.00"))
    /// App Switch's request and the buyer's phone, as the tester set them.
    public var appSwitch = AppSwitchSettings()
    /// The partner's dashboard of "Connect with Braintree", and the merchant it connected.
    public var connect = ConnectSettings()
    /// A confirm payment checkout back at the merchant's app: its confirmation screen, or its capture under way.
    public var ordersCheckout: OrdersCheckout?
    /// The merchant's stock for the confirmation's final inventory check; a tester runs it out with `o`.
    public var inStock = true
    /// The shopper's PayPal wallet the merchant saved (Save PayPal), which pays with one press (`w`).
    public var savedWallet: SavedWallet?
    /// The shopper's saved payment methods, as PayPal last listed them (`m`).
    public var methods = SavedMethods()
    /// The authorized orders not yet captured, for capture, void or reauthorization later (`a`).
    public var held = HeldAuthorizations()
    public var buttonSize = PayButtonSize.large
    public var quantities = [1, 2, 0]
    public var experience: DemoStore.Experience = .goodsWithShipping
    public var dynamicAmounts = DynamicAmountsSetting.off
    public var focus: Focus = .payButton
    public var result: String?
    public var preapproval: ConfirmedPreapproval?
    public var pinPrompt: PINPrompt?
    /// A checkout the buyer left mid-way; Pay with PayPal resumes it.
    public var payPalContext: PayPalContext?
    /// Where the merchant's server takes Instant Payment Notifications; nil in demo mode.
    public var ipnUrl: String?
    /// The callbacks' outcome, held until the library exits.
    var pendingOutcome: Outcome?

    public var order: CheckoutOrder {
        var order = DemoStore.order(for: experience, quantities: quantities, dynamicAmounts: dynamicAmounts != .off)
        order.ipnUrl = ipnUrl
        return order
    }

    /// True when the order has something to pay for: a cart with items, or an experience with its own amounts.
    var hasSomethingToPay: Bool {
        guard flow == .mpl else { return true }
        let order = order
        return focusOrder.contains(.item(0)) ? !order.items.isEmpty : order.total.isPositive
    }

    /// The controls in Tab order.
    var focusOrder: [Focus] {
        if flow == .connect { return [.flow] + ConnectSettings.Row.allCases.map(Focus.connectSetting) + [.payButton] }
        if flow == .appSwitch { return [.flow] + AppSwitchSettings.Row.allCases.map(Focus.appSwitchSetting) + [.payButton] }
        guard flow == .mpl else { return [.flow] + ButtonSettings.Row.allCases.map(Focus.setting) + [.payButton] }
        return (experience == .goodsWithShipping || experience == .goodsWithoutShipping
            ? DemoStore.catalogue.indices.map(Focus.item) : []) + [.flow, .experience, .payButton]
    }
}

/// A confirm payment checkout once the buyer is back at the merchant's app.
public struct OrdersCheckout: Equatable, Sendable {
    let checkout: CheckoutID
    var flow: ConfirmPaymentFlow
}
