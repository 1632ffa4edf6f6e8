import PayPalAPI

/// What the merchant's app asks of Braintree's Venmo client (`BTVenmoRequest`), as a tester sets it: the amount as
/// typed, how the account may be used, whether the SDK vaults it (with the purchase, or alone with none), whether
/// venmo.com stands in for a missing app, and whether the amount is final.
public struct VenmoCheckoutRequest: Codable, Sendable, Equatable {
    /// `BTVenmoRequest.vault`, and whether the merchant's server sells too.
    public enum Vault: String, Codable, Sendable, CaseIterable {
        case no, withPurchase, alone

        public var title: String {
            switch self {
            case .no: "no (one-time payment)"
            case .withPurchase: "yes, with the purchase"
            case .alone: "yes, alone (no purchase)"
            }
        }

        public var vaults: Bool { self != .no }
        public var hasPurchase: Bool { self != .alone }
    }

    /// The purchase's amount in dollars (`59.00`), sent as `totalAmount` as typed; none when saving alone.
    public var amount: String
    public var multiUse: Bool
    public var vault: Vault
    public var fallbackToWeb: Bool
    public var isFinalAmount: Bool

    public init(amount: String = "59.00", multiUse: Bool = true, vault: Vault = .no, fallbackToWeb: Bool = false, isFinalAmount: Bool = false) {
        self.amount = amount
        self.multiUse = multiUse
        self.vault = vault
        self.fallbackToWeb = fallbackToWeb
        self.isFinalAmount = isFinalAmount
    }

    /// The paysheet the SDK asks GraphQL for: the total, unless saving alone.
    var paysheet: BraintreeVenmoClient.VenmoRequest {
        var request = BraintreeVenmoClient.VenmoRequest(usage: multiUse ? .multiUse : .singleUse, totalAmount: vault.hasPurchase ? amount : nil)
        request.isFinalAmount = isFinalAmount
        return request
    }
}
