import PayPalAPI

/// The merchant app's "Payment methods" screen: the wallets PayPal keeps for its shopper (the customer id a
/// Save PayPal gave), which the shopper may delete.
public struct SavedMethods: Equatable, Sendable {
    /// One saved method as PayPal lists it.
    public struct Entry: Equatable, Sendable {
        var id: String
        var label: String
        /// True for a PayPal wallet, which an order pays with by its vault id.
        var isPayPal = false
    }

    var list = MerchantList<Entry>()
    /// The method `x` asked to delete, until the shopper says `y` (or keeps it).
    var deleting: Entry?
    /// Whether PayPal lets the merchant save wallets (a setting of the backend); nil until PayPal has said.
    var eligibility: VaultEligibility?
    /// When PayPal saves the wallet an order asked to save (a setting of the backend); nil until PayPal has said.
    var vaultStatus: OrderVaultStatus?
    /// What the merchant's server charged to the saved methods, kept while the app runs.
    var charges = SavedCharges()

    /// The eligibility as the screen words it.
    static func eligibilityText(_ eligibility: VaultEligibility?) -> String {
        let words = switch eligibility {
        case .success?: "Success"
        case .needMoreData?: "Need more information, saving refused"
        case .denied?: "Denied, saving refused"
        case nil: "…"
        }
        return "e vault eligibility: \(words)"
    }

    /// The order vault status as the screen words it.
    static func vaultStatusText(_ status: OrderVaultStatus?) -> String {
        let words = switch status {
        case .vaulted?: "VAULTED, the vault id in the answer"
        case .approved?: "APPROVED, the vault id later, by webhook"
        case nil: "…"
        }
        return "v a paid order's vault status: \(words)"
    }

    static func entry(_ token: VaultClient.PaymentToken) -> Entry {
        let source = token.paymentSource
        let label = source?.paypal.map { "PayPal · \($0.emailAddress.map(SavedWalletText.masked) ?? "wallet")" }
            ?? source?.card.map { "\($0.brand ?? "Card") ···· \($0.lastDigits ?? "")" } ?? "Payment token"
        return Entry(id: token.id, label: label, isPayPal: source?.paypal != nil)
    }
}

extension SavedMethods {
    /// PayPal listed the shopper's methods.
    mutating func listed(_ result: Result<[VaultClient.PaymentToken], PayPalAPIError>, events: inout EventLog, language: Language) {
        guard case .success(let tokens) = result else { return refused(result, events: &events, language: language) }
        list.busy = false
        list.entries = tokens.map(Self.entry)
        list.selected = 0
        if tokens.isEmpty { list.notice = "PayPal keeps no saved method for this shopper. Press s to save PayPal." }
    }

    /// PayPal deleted the method of that id, or refused to.
    mutating func deleted(_ id: String, _ result: Result<Void, PayPalAPIError>, events: inout EventLog, language: Language) {
        guard case .success = result else { return refused(result, events: &events, language: language) }
        list.busy = false
        list.remove { $0.id == id }
        list.notice = "Deleted \(id): orders can no longer pay with it."
        events.log(.note, "merchant server: deleted the payment token \(id)")
    }

    /// PayPal's answer to the merchant's requests to save wallets, read (`change` nil) or changed.
    mutating func eligibility(_ change: VaultEligibility?, _ result: Result<VaultEligibility, PayPalAPIError>, events: inout EventLog, language: Language) {
        guard case .success(let status) = result else { return refused(result, events: &events, language: language) }
        eligibility = status
        guard change != nil else { return }
        events.log(.note, "PayPal now answers the merchant's requests to save wallets with \(status.rawValue) (a tester's setting).")
        list.notice = status == .success
            ? "PayPal lets this merchant save wallets again."
            : "PayPal now refuses to save wallets for this merchant (\(status.rawValue)): s, or an order with Save PayPal, gets its error."
    }

    /// When PayPal saves the wallet an order asked to save, read (`change` nil) or changed.
    mutating func vaultStatus(_ change: OrderVaultStatus?, _ result: Result<OrderVaultStatus, PayPalAPIError>, events: inout EventLog, language: Language) {
        guard case .success(let status) = result else { return refused(result, events: &events, language: language) }
        vaultStatus = status
        guard change != nil else { return }
        events.log(.note, "PayPal now saves the wallet an order asked to save " + (status == .approved
            ? "after answering (vault status APPROVED, no id): the merchant's server waits for VAULT.PAYMENT-TOKEN.CREATED (a tester's setting)."
            : "with its answer (vault status VAULTED, with the id) (a tester's setting)."))
        list.notice = status == .approved
            ? "The next order that saves PayPal answers APPROVED with no vault id: it comes with the VAULT.PAYMENT-TOKEN.CREATED webhook."
            : "The next order that saves PayPal answers VAULTED with the vault id."
    }

    /// PayPal refused a call of the screen's: the screen says so.
    private mutating func refused<Answer>(_ result: Result<Answer, PayPalAPIError>, events: inout EventLog, language: Language) {
        guard case .failure(let error) = result else { return }
        list.busy = false
        events.log(.note, "merchant server: \(error)")
        list.notice = MerchantMessages.refusal(error, language: language)
    }
}
