/// The merchant app's own words in one language: its Last result sentences, for every flow. The names a QA engineer
/// greps for (BTPayPalError 1, `ON_SUCCESS`, transaction ids, API names) stay as the SDKs and PayPal write them;
/// amounts come written by `LibraryStrings.money`.
struct MerchantStrings: Sendable {
    var lastResult: @Sendable (_ result: String) -> String
    /// What ends a sentence built of pieces.
    var fullStop: String

    // MARK: Braintree's sales (App Switch, Venmo)

    var paid: @Sendable (_ transaction: String, _ status: String, _ amount: String) -> String
    var paidByVenmo: @Sendable (_ username: String) -> String
    var savedWithSale: @Sendable (_ wallet: String, _ token: String) -> String
    var vaultedNothing: String
    /// The payer beside the recipient's contact the contact module sent (`; payer: …, contact: …`).
    var contact: @Sendable (_ payer: String, _ contact: String) -> String
    var payPalSaved: @Sendable (_ token: String, _ email: String?) -> String
    var venmoSaved: @Sendable (_ username: String?, _ customer: String?, _ nonce: String) -> String
    var canceled: @Sendable (_ wallet: String, _ error: String) -> String
    /// Before the SDK's own message.
    var couldNotFinish: @Sendable (_ wallet: String, _ error: String) -> String
    var sdkCallRefused: @Sendable (_ code: String) -> String
    var serverDeclined: @Sendable (_ code: String) -> String
    var nothingCharged: String
    var instalments: @Sendable (_ transaction: String, _ plan: String, _ taken: Int, _ count: Int) -> String
    var planPaid: String
    var paymentsToCome: @Sendable (_ left: Int) -> String

    // MARK: PayPal's orders (confirm payment, pay now, save PayPal)

    var captured: @Sendable (_ id: String, _ status: String, _ amount: String) -> String
    var paymentCanceled: String
    var invalidConfiguration: @Sendable (_ details: String) -> String
    var paymentFailed: @Sendable (_ name: String, _ message: String) -> String
    var authorizationFailed: @Sendable (_ code: String) -> String
    var captureFailed: @Sendable (_ code: String) -> String
    var withSavedPayPal: String
    var walletSaved: @Sendable (_ wallet: String) -> String
    var saveCanceled: String
    var saveFailed: @Sendable (_ name: String, _ message: String) -> String
    var notSaved: @Sendable (_ code: String) -> String
    var alreadySaved: @Sendable (_ wallet: String, _ token: String) -> String
    /// After a payment that saved PayPal again.
    var savedBefore: String
    var notEligible: @Sendable (_ issue: String) -> String
    var confirmationLeft: String
    var noSavedPayPal: String

    // MARK: PayPal's refusals (MPL, preapprovals)

    var unreachableRetry: @Sendable (_ url: String) -> String
    var initializationRefused: @Sendable (_ code: String) -> String
    var unreachable: @Sendable (_ url: String) -> String
    var unreadable: @Sendable (_ code: String) -> String
    var wrongPIN: String
    var preapprovalSuspended: String
    var preapprovalNotAgreed: String
    var overPreapproval: String
    var preapprovalInactive: String
    var paymentRefused: @Sendable (_ issue: String) -> String
    var noAccountLocked: String
    var unlocked: @Sendable (_ accounts: String) -> String

    // MARK: The MPL's callbacks and preapprovals

    var preapprovalConfirmed: @Sendable (_ key: String) -> String
    var payKeyPaid: @Sendable (_ payKey: String, _ status: String) -> String
    var canceledByBuyer: String
    var failed: @Sendable (_ said: String) -> String
    var correlationId: @Sendable (_ id: String) -> String
    var checkoutLeft: String
    var askingForPreapproval: String
    var noPreapproval: String
    var preapprovedPayment: @Sendable (_ payKey: String, _ status: String) -> String
    var preapprovedPaymentCanceled: String

    // MARK: Connect with Braintree

    var connected: @Sendable (_ merchant: String, _ scope: String, _ url: String) -> String
    var finishedLater: String
    var denied: String
    var stateMismatch: String
    var connectingFailed: @Sendable (_ code: String) -> String
    var refreshed: @Sendable (_ merchant: String, _ until: String) -> String
    var revoked: String
    var braintreeRefused: @Sendable (_ code: String) -> String
}

extension Language {
    var merchantStrings: MerchantStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}
