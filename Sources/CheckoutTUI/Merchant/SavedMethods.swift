import PayPalAPI

/// The merchant app's "Payment methods" screen: the wallets PayPal keeps for its shopper (the customer id a
/// Save PayPal gave), which the shopper may delete.
public struct SavedMethods: Equatable, Sendable {
    /// One saved method as PayPal lists it.
    public struct Entry: Equatable, Sendable {
        var id: String
        var label: String
    }

    var list = MerchantList<Entry>()
    /// The method `x` asked to delete, until the shopper says `y` (or keeps it).
    var deleting: Entry?
    /// Whether PayPal lets the merchant save wallets (a setting of the backend); nil until PayPal has said.
    var eligibility: VaultEligibility?

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

    static func entry(_ token: VaultClient.PaymentToken) -> Entry {
        let source = token.paymentSource
        let label = source?.paypal.map { "PayPal · \($0.emailAddress.map(SavedWalletText.masked) ?? "wallet")" }
            ?? source?.card.map { "\($0.brand ?? "Card") ···· \($0.lastDigits ?? "")" } ?? "Payment token"
        return Entry(id: token.id, label: label)
    }
}

extension SavedMethods {
    /// PayPal's answer to listing the methods, deleting one, or reading or changing the merchant's eligibility.
    mutating func answered(_ call: FrontCall, _ result: Result<FrontResult, PayPalAPIError>, events: inout EventLog) {
        switch (call, result) {
        case (_, .success(.savedMethods(let tokens))):
            list.busy = false
            list.entries = tokens.map(Self.entry)
            list.selected = 0
            if tokens.isEmpty { list.notice = "PayPal keeps no saved method for this shopper. Press s to save PayPal." }
        case (.deleteSavedMethod(let id), .success):
            list.busy = false
            list.remove { $0.id == id }
            list.notice = "Deleted \(id): orders can no longer pay with it."
            events.log(.note, "merchant server: deleted the payment token \(id)")
        case (.vaultEligibility(let change), .success(.vaultEligibility(let status))):
            eligibility = status
            guard change != nil else { return }
            events.log(.note, "PayPal now answers the merchant's requests to save wallets with \(status.rawValue) (a tester's setting).")
            list.notice = status == .success
                ? "PayPal lets this merchant save wallets again."
                : "PayPal now refuses to save wallets for this merchant (\(status.rawValue)): s, or an order with Save PayPal, gets its error."
        case (_, .failure(let error)):
            list.busy = false
            events.log(.note, "merchant server: \(error)")
            list.notice = MerchantMessages.refusal(error)
        default: break
        }
    }
}
