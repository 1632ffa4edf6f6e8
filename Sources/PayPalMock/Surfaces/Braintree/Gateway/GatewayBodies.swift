/// `<transaction>` of a sale, as the server SDKs send it: snake_case elements, booleans as `true` or `false`.
struct GatewaySaleBody: Decodable {
    struct Options: Decodable {
        var submitForSettlement: Bool?
        var storeInVaultOnSuccess: Bool?

        enum CodingKeys: String, CodingKey {
            case submitForSettlement = "submit_for_settlement"
            case storeInVaultOnSuccess = "store_in_vault_on_success"
        }
    }

    var type: String?
    var amount: String?
    var paymentMethodNonce: String?
    var paymentMethodToken: String?
    var customerId: String?
    var merchantAccountId: String?
    var options: Options?

    enum CodingKeys: String, CodingKey {
        case type, amount, options
        case paymentMethodNonce = "payment_method_nonce"
        case paymentMethodToken = "payment_method_token"
        case customerId = "customer_id"
        case merchantAccountId = "merchant_account_id"
    }
}

/// `<client_token>` of a client token's generation: the customer whose vault the client may add to, if any.
struct GatewayClientTokenBody: Decodable {
    var customerId: String?

    enum CodingKeys: String, CodingKey { case customerId = "customer_id" }
}

/// `<transaction>` of a refund or a submission for settlement: the amount, when less than the whole.
struct GatewayAmountBody: Decodable {
    var amount: String?
}

/// `<customer>` of a customer's creation: who they are, and a PayPal nonce to vault for them.
struct GatewayCustomerBody: Decodable {
    var id: String?
    var firstName: String?
    var lastName: String?
    var email: String?
    var paymentMethodNonce: String?

    enum CodingKeys: String, CodingKey {
        case id, email
        case firstName = "first_name"
        case lastName = "last_name"
        case paymentMethodNonce = "payment_method_nonce"
    }
}
