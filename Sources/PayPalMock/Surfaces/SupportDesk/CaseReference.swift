/// What support opens: a payment as one case, whichever of its ids it was found by.
struct CaseReference: Hashable, Sendable, Codable {
    enum Kind: String, Sendable, Codable, CaseIterable {
        /// An Orders v2 order, with its authorizations, captures and refunds.
        case order
        /// An Adaptive payment: the MPL's, a merchant server's, or one made under a preapproval.
        case payKey = "pay_key"
        case preapproval
        /// A Braintree gateway sale, with its refunds.
        case braintreeTransaction = "braintree_transaction"
    }

    var kind: Kind
    var id: String
}
