import PayPalAPI
import PayPalVocabulary

/// The Mobile Payments Library's checkout, from the login screen to the receipt: a payment, or a buyer's
/// agreement to a preapproval. A value that turns events into its next state and effects; it does no I/O.
public struct MPLFlow: Flow {
    /// What the merchant asked for; adjusted amounts and a fee payer the buyer chose are always applied to it.
    public let requested: Purchase
    /// What is being bought now: the request, with the amounts for the ship-to address and the fee payer chosen.
    public internal(set) var purchase: Purchase
    public internal(set) var state: State
    /// The last pay key (or confirmed preapproval key) of this checkout, which the merchant is told of.
    public internal(set) var payKey: String?

    public init(order: CheckoutOrder) {
        requested = .payment(order)
        purchase = requested
        state = .login(nil)
    }

    public init(preapprovalKey: String, merchantName: String) {
        requested = .preapproval(key: preapprovalKey, merchantName: merchantName)
        purchase = requested
        state = .login(nil)
    }

    public var isClosed: Bool { state == .closed }

    // MARK: What the screens and the app read

    public var session: BuyerSession? {
        if case .loggedIn(let session, _) = state { return session }
        return nil
    }

    /// The order of a payment checkout as it stands; nil for a preapproval.
    public var order: CheckoutOrder? {
        if case .payment(let order) = purchase { return order }
        return nil
    }

    public var merchantName: String {
        switch purchase {
        case .payment(let order): order.merchantName
        case .preapproval(_, let merchantName): merchantName
        }
    }

    public var shippingEnabled: Bool { order?.shippingEnabled ?? true }

    /// True while a call or the merchant's callback is under way.
    public var isWorking: Bool {
        if case .working = screen { return true }
        return false
    }

    /// True on the screens the buyer may leave and come back to (payPalContext): those that wait for them before
    /// anything is paid or agreed.
    public var canBeResumed: Bool {
        switch screen {
        case .login, .review, .createCode, .agreement: true
        default: false
        }
    }

    /// True when the buyer creating a PIN has no phone number yet, so the screen asks for one.
    public var needsPhoneForPIN: Bool { session?.buyer.phone == nil }

    /// True when the review lets the sender choose who pays the fee: personal payments, unless the recipient's
    /// country has the recipient pay always (PayPal says so in the review).
    public var offersFeesPayerChoice: Bool {
        guard order?.purpose == .personal, case .review(let review) = screen else { return false }
        return review.payment.feesPayerChoice == true
    }

    public var screen: Screen {
        switch state {
        case .login(let notice): return .login(error: notice)
        case .loggingIn: return .working(.loggingIn)
        case .closed: return .closed
        case .loggedIn(_, let stage):
            switch stage {
            case .adjustingAmounts: return .working(.updatingAmounts)
            case .creatingPayment, .loadingReview: return .working(.preparingPayment)
            case .reviewing(let review): return .review(review)
            case .checkingReview, .checkingTerms: return .working(.resuming)
            case .paying: return .working(.paying)
            case .checkingPayment: return .working(.checkingPayment)
            case .offeringPIN(_, let notice): return .createPIN(error: notice)
            case .creatingPIN: return .working(.creatingPIN)
            case .loadingTerms: return .working(.loadingAgreement)
            case .creatingCode(_, let notice): return .createCode(error: notice)
            case .agreeing(let agreement, _): return .agreement(agreement)
            case .submittingAgreement: return .working(.agreeing)
            case .receipt(let receipt): return .receipt(receipt)
            case .failure(let error): return .failure(error)
            case .interrupted(_, let error): return .interrupted(error)
            }
        }
    }
}
