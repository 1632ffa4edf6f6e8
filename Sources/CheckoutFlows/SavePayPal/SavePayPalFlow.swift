import PayPalAPI

/// Saving the buyer's PayPal wallet without a purchase, from the merchant app's payment methods: the merchant's
/// server makes a Vault v3 setup token, the buyer logs in to PayPal's sheet and agrees, and the server makes the
/// setup token into a payment token it keeps for its shopper. A value that turns events into its next state and
/// effects; it does no I/O.
public struct SavePayPalFlow: Flow {
    /// PayPal's customer the wallet is saved for; PayPal makes one when the shopper has none yet.
    public let customerId: String?
    public internal(set) var state: State
    /// The approval session the setup token's approve link names, which the buyer comes back with.
    public internal(set) var approvalSessionID: String?

    public init(customerId: String?) {
        self.customerId = customerId
        state = .ready
    }

    public var isClosed: Bool { state == .closed }

    /// True while PayPal's sheet is over the merchant's app: from the setup token until the merchant's server has
    /// saved what the buyer agreed to.
    public var showsSheet: Bool {
        switch state {
        case .ready, .finished, .closed: false
        default: true
        }
    }

    public var isWorking: Bool {
        switch state {
        case .creatingSetupToken, .loggingIn, .submittingAgreement, .savingPaymentToken: true
        default: false
        }
    }

    /// The merchant's name as PayPal's sheet shows it.
    public var merchantName: String { DemoStore.merchantName }
}

extension SavePayPalFlow {
    public enum State: Codable, Sendable, Equatable {
        case ready
        /// The merchant's server asks PayPal for a setup token.
        case creatingSetupToken
        /// PayPal's login, with the refusal of the last try.
        case login(setupTokenId: String, refusal: PayPalAPIError?)
        case loggingIn(setupTokenId: String)
        /// PayPal's agreement: the wallet saved with the merchant, paying from the funding source chosen.
        case agreeing(BuyerSession, Agreement)
        case submittingAgreement(BuyerSession, Agreement)
        /// The agreement's answer was lost (no answer, a reset, a 5xx): the merchant's server asks PayPal whether
        /// the setup token was approved before the buyer may agree again.
        case checkingAgreement(BuyerSession, Agreement, after: PayPalAPIError)
        /// Back at the merchant: its server makes the approved setup token into a payment token.
        case savingPaymentToken(VaultResult)
        case finished(Outcome)
        case closed
    }

    /// What the buyer agrees to on PayPal's sheet.
    public struct Agreement: Codable, Sendable, Equatable {
        public var setupTokenId: String
        public var fundingSourceId: String?
        public var notice: ConfirmPaymentFlow.Notice?
    }

    /// What the SDK hands the merchant's app when the buyer agreed: `{"tokenID", "approvalSessionID"}`.
    public struct VaultResult: Codable, Sendable, Equatable {
        public var tokenID: String
        public var approvalSessionID: String

        public init(tokenID: String, approvalSessionID: String) {
            self.tokenID = tokenID
            self.approvalSessionID = approvalSessionID
        }
    }

    public enum Outcome: Codable, Sendable, Equatable {
        case saved(SavedWallet)
        case canceled
        /// `onError`: PayPal refused the setup token (a merchant that may not save wallets) or the agreement.
        case failed(CallbackError)
        /// The buyer agreed, and the merchant's server could not make the payment token.
        case notSaved(PayPalAPIError)
    }

    public enum Event: Sendable, Equatable {
        /// The shopper asks to save PayPal from the merchant's payment methods.
        case start
        case setupTokenCreated(VaultClient.SetupToken)
        case logIn(LoginMethod)
        case loggedIn(BuyerSession)
        case chooseFunding(String)
        /// "Agree and Continue".
        case agree
        case agreed(VaultClient.SetupToken)
        /// How the setup token stands, looked up after the agreement's answer was lost.
        case setupTokenLookedUp(VaultClient.SetupToken)
        case cancel
        case paymentTokenCreated(VaultClient.PaymentToken)
        case finish
        case refused(PayPalAPIError)
    }

    public enum Call: Sendable, Equatable {
        case createSetupToken(customerId: String?)
        case logIn(LoginMethod)
        case approveSetupToken(id: String, fundingSourceId: String?, session: String)
        case lookUpSetupToken(id: String)
        case createPaymentToken(setupTokenId: String)
    }

    /// The SDK's vault callbacks to the merchant's app.
    public enum Callback: Sendable, Equatable {
        case onApprove(VaultResult)
        case onCancel
        case onError(CallbackError)
    }
}
