import Foundation

/// What a vault token saves: a card, or a buyer's PayPal wallet.
enum VaultedSource: Codable, Sendable, Equatable {
    case card(SavedCard)
    case paypal(SavedWallet)

    var kind: String {
        switch self {
        case .card: "card"
        case .paypal: "paypal"
        }
    }
}

/// A card as the vault keeps it: never the whole number, never the security code.
struct SavedCard: Codable, Sendable, Equatable {
    var brand: String
    var lastDigits: String
    /// `YYYY-MM`.
    var expiry: String
    var name: String?
}

/// A PayPal wallet saved for later payments: what the merchant asked for, and, once the buyer has agreed, who
/// they are and which of their funding sources pays.
struct SavedWallet: Codable, Sendable, Equatable {
    var terms: WalletTerms
    var payer: Order.Payer?
    var fundingSourceId: String?
}

/// The merchant's vault instruction for a PayPal wallet (`usage_type`, `customer_type`…).
struct WalletTerms: Codable, Sendable, Equatable {
    var usageType: String
    var customerType: String
    var permitMultiplePaymentTokens: Bool
    var usagePattern: String?
    var description: String?
}
