import PayPalAPI
import PayPalVocabulary

/// The seed's confirm payment flow, and its pay now variant, from the merchant's PayPal button to the capture:
/// the SDK checks the configuration, the merchant's server creates an Orders v2 order, the buyer approves it in
/// PayPal's sheet, and then either the server authorizes it and the merchant's confirmation screen captures it
/// (intent `AUTHORIZE`, "Continue"), or the server captures it in `onApprove` ("Pay Now"). A value that turns
/// events into its next state and effects; it does no I/O.
public struct ConfirmPaymentFlow: Flow {
    public let configuration: ButtonConfiguration
    public internal(set) var state: State
    /// What PayPal said of the buyer's wallet this purchase asked to save, for the merchant to keep for its shopper.
    public internal(set) var walletSaving: WalletSaving?

    /// The buyer's wallet PayPal saved with this purchase and named in its answer.
    public var savedWallet: SavedWallet? { if case .saved(let wallet) = walletSaving { wallet } else { nil } }

    public init(configuration: ButtonConfiguration) {
        self.configuration = configuration
        state = .ready
    }

    public var isClosed: Bool { state == .closed }

    /// True while PayPal's sheet is over the merchant's app: from the order's creation to the buyer's approval.
    public var showsSheet: Bool {
        switch state {
        case .creatingOrder, .login, .loggingIn, .loadingOrder, .approving, .submittingApproval, .checkingApproval: true
        default: false
        }
    }

    /// True while a call is under way.
    public var isWorking: Bool {
        switch state {
        case .creatingOrder, .loggingIn, .loadingOrder, .submittingApproval, .checkingApproval, .authorizing, .capturingOrder, .reservingItems, .capturing,
             .checkingCapture: true
        default: false
        }
    }

    /// The merchant's confirmation, from the moment it shows until the capture ends.
    public var confirmation: Confirmation? {
        switch state {
        case .confirming(let confirmation), .reservingItems(let confirmation), .capturing(let confirmation), .checkingCapture(let confirmation): confirmation
        default: nil
        }
    }

    /// The amount asked for, once it reads as one.
    public var amount: Money? {
        Currency(code: configuration.currency).flatMap { currency in try? Money.parse(configuration.amount, currency: currency) }
    }

    /// The merchant's name as PayPal's sheet shows it ("Cancel and return to …").
    public var merchantName: String { DemoStore.merchantName }
}
