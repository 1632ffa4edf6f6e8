/// PayPal Seller Protection of a wallet payment, judged when the payment is made from where its goods ship: to one
/// of the payer's own addresses, the merchant is covered against both kinds of claim; to an address the merchant
/// gave, only against an item not received; a payment that ships nothing is not covered.
struct SellerProtection: Codable, Sendable, Equatable {
    enum Status: String, Codable, Sendable {
        case eligible = "ELIGIBLE"
        case partiallyEligible = "PARTIALLY_ELIGIBLE"
        case notEligible = "NOT_ELIGIBLE"
    }

    /// A kind of buyer claim the merchant is covered against.
    enum DisputeCategory: String, Codable, Sendable {
        case itemNotReceived = "ITEM_NOT_RECEIVED"
        case unauthorizedTransaction = "UNAUTHORIZED_TRANSACTION"
    }

    var status: Status
    var disputeCategories: [DisputeCategory]

    init(shippingTo address: Address?, payerAddresses: [Address]) {
        switch address {
        case nil: (status, disputeCategories) = (.notEligible, [])
        case let address? where payerAddresses.contains(address): (status, disputeCategories) = (.eligible, [.itemNotReceived, .unauthorizedTransaction])
        case _?: (status, disputeCategories) = (.partiallyEligible, [.itemNotReceived])
        }
    }
}
