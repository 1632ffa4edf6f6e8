import PayPalAPI

/// PayPal App Switch through Braintree's iOS SDK: the merchant's server hands its app a client token, the SDK asks
/// the client API for an approval, and the buyer approves in the PayPal app (a Face ID or password log-in there) or,
/// without the app or App Switch, on PayPal's web page after iOS asks leave to sign in. Back in the merchant's app
/// the return URL becomes a nonce, which the merchant's server sells (and vaults, when saving). A value that turns
/// events into its next state and effects; it does no I/O.
public struct AppSwitchFlow: Flow {
    public let request: AppSwitchRequest
    public let device: SimulatedDevice
    public internal(set) var state: State
    /// The spinner ran past the seed's 10 s: the app says it is taking longer than expected.
    public internal(set) var slow = false
    /// The total the merchant's server last answered PayPal's shipping callback with, which it charges.
    public internal(set) var shippingTotal: String?
    /// The Pay Later plan the buyer approved with, which the sale is paid by.
    public internal(set) var planTaken: PayLaterPlanOffer?

    public init(request: AppSwitchRequest, device: SimulatedDevice) {
        self.request = request
        self.device = device
        state = .ready
    }

    public var isClosed: Bool { state == .closed }

    /// True while the merchant's app shows its spinner over a disabled button: before the switch, and while the
    /// return is made into a sale.
    public var isWorking: Bool {
        switch state {
        case .starting, .tokenizing, .finalizing: true
        case .payPal(_, let screen): screen.isWaiting
        default: false
        }
    }

    /// The seed's optional limit on the spinner.
    public static let spinnerTimeout: Duration = .seconds(10)
}

extension AppSwitchFlow {
    public enum State: Codable, Sendable, Equatable {
        /// The merchant's PayPal button, not yet pressed.
        case ready
        /// The button pressed: the client token, the configuration and the approval are under way.
        case starting(Step)
        /// No App Switch: iOS asks the buyer to let the app use paypal.com to sign in.
        case signInAlert(Approval)
        /// The PayPal app, or PayPal's web page, over the merchant's app.
        case payPal(Approval, Screen)
        /// The buyer left the PayPal app without deciding, for iOS's home screen, where either app can be opened.
        case homeScreen(Approval, Screen)
        /// The buyer opened the merchant's app from the home screen: it is in front again, with no spinner.
        case backgrounded(Approval, Screen)
        /// The universal link did not open the app and there is no fallback scheme: the merchant's website in the
        /// browser, from which the buyer goes back to the app.
        case browser(Approval, url: String)
        /// Back in the merchant's app: the SDK tokenizes the return URL.
        case tokenizing(Approval, returnURL: String)
        /// The merchant's server sells (and vaults) with the nonce.
        case finalizing(BraintreePayPalClient.PayPalAccountNonce)
        case finished(Outcome)
        case closed
    }

    public enum Step: Codable, Sendable, Equatable {
        case clientToken
        case configuration(ClientToken)
        case approval(ClientToken)
    }

    /// An approval under way: the client token, where the buyer approves it, and how.
    public struct Approval: Codable, Sendable, Equatable {
        public var clientToken: ClientToken
        public var url: BraintreePayPalClient.ApprovalURL
        public var token: String
        public var surface: HermesApproval.Surface
    }

    /// A screen of the PayPal app or of PayPal's web page.
    public enum Screen: Codable, Sendable, Equatable {
        /// The PayPal app's Face ID prompt for the account it is signed in to.
        case faceID(email: String)
        /// A password log-in, with the refusal of the last try.
        case login(refusal: PayPalAPIError?)
        case loggingIn
        case loadingReview(BuyerSession)
        /// What the buyer approves: the amount or the agreement, and the funding source.
        case review(Review)
        /// The buyer picked another address or shipping option: PayPal asks the merchant's server.
        case updatingShipping(Review)
        /// The buyer's approval (or cancel) is on its way to PayPal.
        case deciding(Review, approving: Bool)
        /// A cancel before the buyer logged in.
        case cancelling

        var isWaiting: Bool {
            switch self {
            case .loggingIn, .loadingReview, .updatingShipping, .deciding, .cancelling: true
            default: false
            }
        }
    }

    public struct Review: Codable, Sendable, Equatable {
        public var session: BuyerSession
        public var approval: HermesApproval
        public var fundingSourceId: String?
        /// The Pay Later plan chosen as the funding (`PAY_IN_4`, `PAY_MONTHLY_12`), among those PayPal offers.
        public var payLaterPlan: String?
        /// The recipient's contact chosen among those the contact module offers (the first unless the buyer changes it).
        public var contactChoice = 0
        /// The contact chosen, when the review shows one.
        public var contact: RecipientContact? {
            guard let choices = approval.contact?.choices, !choices.isEmpty else { return nil }
            return choices[min(contactChoice, choices.count - 1)]
        }
        public var notice: PayPalAPIError?

        /// The review as PayPal opens it: on Pay Later's first plan when the merchant offers Pay Later (the seed's
        /// `offerPayLater` "prioritizes installment options on the PayPal screen") and PayPal offers a plan, on the
        /// buyer's first way to pay otherwise.
        public init(opening approval: HermesApproval, for session: BuyerSession) {
            self.session = session
            self.approval = approval
            fundingSourceId = session.buyer.fundingSources.first?.id
            payLaterPlan = approval.offerPayLater ? approval.plans.first?.id : nil
        }

        /// False while the merchant's server has not accepted an address and option: PayPal's Pay button waits.
        public var canApprove: Bool {
            guard let shipping = approval.shipping else { return true }
            return shipping.issue == nil && shipping.total != nil
        }
    }

    public enum Outcome: Codable, Sendable, Equatable {
        /// The merchant's server made the sale; with the vaulted payment method's token when it saved the wallet.
        case paid(BraintreeGatewayClient.Transaction)
        /// Saved with no purchase: the payment method's token.
        case saved(token: String, email: String?)
        case canceled
        /// The SDK's error, with what the gateway said when there is more to say.
        case failed(BTPayPalError, detail: String?)
        /// The merchant's server was refused: a decline, a rejection.
        case declined(PayPalAPIError)
    }

    public enum Event: Sendable, Equatable {
        case press
        case clientTokenIssued(ClientToken)
        case configured(BraintreePayPalClient.Configuration)
        case approvalOpened(BraintreePayPalClient.ApprovalURL)
        /// The iOS alert's Continue, or Cancel.
        case allowSignIn(Bool)
        case faceID
        case usePassword
        case logIn(LoginMethod)
        case loggedIn(BuyerSession)
        case reviewLoaded(HermesApproval)
        case chooseFunding(String)
        /// The next Pay Later plan PayPal offers, or none after the last.
        case nextPayLaterPlan
        /// The next contact the contact module lets the buyer choose (UPDATE_CONTACT_INFO).
        case nextContact
        /// The buyer's next address, or the merchant's next shipping option, in a review with the shipping module.
        case nextShippingAddress
        case nextShippingOption
        /// PayPal's review after it called the merchant's shipping callback, and what the merchant's server heard and
        /// answered meanwhile.
        case shippingAnswered(HermesApproval, heard: [MerchantShippingServer.Exchange])
        case approve
        case cancel
        /// PayPal answered the approval or the cancel with the URL back to the merchant.
        case redirected(String)
        /// The buyer left the PayPal app for the home screen without deciding, opened the merchant's app from there,
        /// and went back to PayPal (from the home screen, or from the merchant's app).
        case background
        case openMerchantApp
        case resume
        /// From the merchant's website in the browser, the buyer opens the app.
        case openInApp
        case tokenized(BraintreePayPalClient.PayPalAccountNonce)
        case sold(BraintreeGatewayClient.Transaction)
        case vaulted(token: String)
        case spinnerTimedOut
        case refused(PayPalAPIError)
        case finish
    }

    public enum Call: Sendable, Equatable {
        case clientToken
        case configuration(ClientToken)
        /// The approval's creation, with the merchant's server's shipping callback when the request sends one.
        case openApproval(ClientToken, BraintreePayPalClient.HermesRequest, shipping: MerchantShippingServer.Behaviour?)
        /// The buyer's log-in, in the PayPal app or on PayPal's web page.
        case logIn(LoginMethod, surface: HermesApproval.Surface)
        /// Face ID: the PayPal app logs in to its account with what it keeps in the keychain.
        case unlockPayPalApp(email: String)
        case loadReview(token: String, session: String, surface: HermesApproval.Surface)
        case chooseShipping(token: String, addressId: String?, optionId: String?, session: String, surface: HermesApproval.Surface)
        case approve(token: String, fundingSourceId: String?, payLaterPlan: String?, contact: RecipientContact?, surface: HermesApproval.Surface, session: String)
        case cancelApproval(token: String, surface: HermesApproval.Surface)
        case tokenize(ClientToken, returnURL: String, intent: String?)
        case sale(amount: String, nonce: String, storeInVault: Bool)
        case vault(nonce: String)
    }

    /// What the merchant's app hears: the SDK's analytics events as it logs them and `tokenize`'s completion, and
    /// iOS's word that the app is in the foreground again; which way the PayPal app sent the buyer back; and what
    /// the merchant's server heard from PayPal's shipping callback and answered.
    public enum Callback: Sendable, Equatable {
        case analytics(String)
        /// The PayPal app sent the buyer back: by the universal link, the fallback scheme, or to the website.
        case returned(SimulatedDevice.Landing)
        case merchantServer(String)
        case foreground
        case nonce(BraintreePayPalClient.PayPalAccountNonce)
        case error(BTPayPalError, detail: String?)
    }
}
