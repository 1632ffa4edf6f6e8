import CheckoutFlows
import PayPalAPI

/// Everything the front shows: the merchant's app, the library over it when open, the event pane, help.
public struct AppState: Sendable {
    /// The library's initialization, as the MPL's `initializationStatus` reports it.
    public enum LibraryStatus: Equatable, Sendable {
        case inProgress
        case ready
        case failed(String)
    }

    /// One line of the event pane: a merchant callback or an HTTP call.
    public struct EventLine: Equatable, Sendable {
        public enum Kind: Sendable { case callback, http, note }
        public var kind: Kind
        public var text: String
    }

    public var merchant = MerchantState()
    public var library: LibraryState?
    public var libraryStatus: LibraryStatus = .inProgress
    public var environment: PayPalEnvironment
    /// Where the library's calls go: "embedded backend", a URL, or demo mode's canned data.
    public var backendDescription: String
    /// The language of the library's screens and the PayPal button.
    public var language: Language
    public var events: [EventLine] = []
    public var showEvents = false
    /// A checkout kept from an earlier run (payPalContext), resumed as soon as the library has initialized.
    public var restoredContext: PayPalContext?
    public var showHelp = false
    public var wantsQuit = false

    public init(environment: PayPalEnvironment = .sandbox, backendDescription: String, language: Language = .enUS) {
        self.environment = environment
        self.backendDescription = backendDescription
        self.language = language
    }

    mutating func log(_ kind: EventLine.Kind, _ text: String) {
        events.append(EventLine(kind: kind, text: text))
        if events.count > 200 { events.removeFirst(events.count - 200) }
    }
}

/// The merchant's demo app: quantities of the catalogue, the experience to run, the last result.
public struct MerchantState: Equatable, Sendable {
    public enum Focus: Equatable, Sendable {
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
        public var pin = ""
        public var error: String?
        public var busy = false
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

    public var order: CheckoutOrder {
        var order = DemoStore.order(for: experience, quantities: quantities, dynamicAmounts: dynamicAmounts != .off)
        order.ipnUrl = ipnUrl
        return order
    }

    /// The controls in Tab order.
    var focusOrder: [Focus] {
        (experience == .goodsWithShipping || experience == .goodsWithoutShipping
            ? DemoStore.catalogue.indices.map(Focus.item) : []) + [.experience, .payButton]
    }
}

/// The library's sheet: the checkout flow and what the buyer has typed.
public struct LibraryState: Equatable, Sendable {
    public var flow: CheckoutFlow
    public var focus = 0
    public var usePIN = false
    public var email = ""
    public var password = ""
    public var phone = ""
    public var pin = ""
    public var newPIN = ""
    /// The control to focus when the next screen comes, as the address choice after the amounts are updated for it.
    var refocus: LibraryControl?

    public init(flow: CheckoutFlow) {
        self.flow = flow
    }
}
