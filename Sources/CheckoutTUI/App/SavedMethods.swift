import PayPalAPI

/// The merchant app's "Payment methods" screen: the wallets PayPal keeps for its shopper (the customer id a
/// Save PayPal gave), which the shopper may delete.
public struct SavedMethods: Equatable, Sendable {
    /// One saved method as PayPal lists it.
    public struct Entry: Equatable, Sendable {
        var id: String
        var label: String
    }

    var entries: [Entry] = []
    var isOpen: Bool
    var selected = 0
    var busy = false
    var notice: String?
    /// Whether PayPal lets the merchant save wallets (a setting of the backend); nil until PayPal has said.
    var eligibility: VaultEligibility?

    init(isOpen: Bool = false) {
        self.isOpen = isOpen
    }

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
