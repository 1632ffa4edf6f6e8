import CheckoutFlows
import PayPalAPI

/// Everything the front shows: the merchant's app, the one checkout under way, the overlays opened over them and
/// the session's events. What is drawn, and what takes the keys, is its stack of layers (`layers`).
public struct AppState: Sendable {
    /// The library's initialization, as the MPL's `initializationStatus` reports it.
    public enum LibraryStatus: Equatable, Sendable {
        case inProgress
        case ready
        /// What went wrong, in a sentence that says what to do.
        case failed(String)
    }

    var merchant = MerchantApp()
    /// The checkout under way: in its sheet, on the merchant's screen, or beside the merchant's button.
    var checkout: ActiveCheckout?
    /// The help, the tester's panel and the inspector, as they were opened: each takes the keys while on top.
    var overlays: [Overlay] = []
    /// The event pane, beside the app, taking its room from it.
    var showEvents = false
    /// How far the help box is scrolled, when its keys are more than the terminal's lines.
    var helpScroll = 0
    var tester = TesterPanel()
    var inspector = Inspector()
    public internal(set) var events = EventLog()
    /// The buyers the backend has: the tester's `b` types them in; the PayPal app on the buyer's phone is signed in
    /// to the first.
    var buyers: [AdminClient.Persona] = []
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

    mutating func log(_ kind: EventLine.Kind, _ text: String) { events.log(kind, text) }

    /// Takes PayPal's clock as the backend said it, and tells in the pane and the merchant's Last result which Pay
    /// Later payments fell due since it was last read.
    mutating func take(_ clock: AdminClient.ClockState) {
        defer { backendClock = clock }
        guard let before = backendClock?.date, let now = clock.date, now > before else { return }
        for due in merchant.instalments.fellDue(after: before, by: now) {
            for line in due.paneLines { log(.note, line) }
            merchant.setResult(due.summary(language.merchantStrings), forFlow: due.sale.flow)
        }
    }

    var strings: LibraryStrings { language.strings }

    /// True while a call is under way, in a checkout or on the merchant's side: the spinner turns.
    var isWorking: Bool {
        checkout?.hosted.isWorking == true || merchant.isWorking || tester.busy
    }

    /// The checkout under way, when it is of that kind.
    func hosted<H: HostedCheckout>(_ kind: H.Type) -> H? { checkout?.hosted as? H }

    /// Where the layers go at the terminal's size.
    var layout: ScreenLayout { ScreenLayout(self) }

    /// The checkout to keep for the next run: the one under way, if it can be left where it is, else the one the
    /// merchant's app holds.
    public var checkoutToKeep: PayPalContext? {
        checkout?.hosted.leaving ?? merchant.flows.lazy.compactMap(\.leftCheckout).first ?? restoredContext
    }

    /// What a sheet lays itself out in.
    var sheetScreen: SheetScreen { SheetScreen(language: language, size: layout.app.size) }
}

/// The one checkout under way.
struct ActiveCheckout: Sendable {
    let id: CheckoutID
    /// The name of the catalog's flow that opened it, which its calls carry to the backend (`PayTerm-Flow`).
    let flowName: String
    var hosted: any HostedCheckout
}

/// What can be opened over everything, topmost last.
enum Overlay: Equatable, Sendable {
    /// The keys of what is under it.
    case help
    /// The tester's panel: fail the next call, move PayPal's clock, add buyers.
    case tester
    /// The events to choose from and the exchange behind one.
    case inspector
}
