/// `<transaction>` of a sale, as the server SDKs send it: snake_case elements, booleans as `true` or `false`.
struct GatewaySaleBody: Decodable {
    struct Options: Decodable {
        var submitForSettlement: Bool?

        enum CodingKeys: String, CodingKey { case submitForSettlement = "submit_for_settlement" }
    }

    var type: String?
    var amount: String?
    var paymentMethodNonce: String?
    var options: Options?

    enum CodingKeys: String, CodingKey {
        case type, amount, options
        case paymentMethodNonce = "payment_method_nonce"
    }
}

/// `<transaction>` of a refund or a submission for settlement: the amount, when less than the whole.
struct GatewayAmountBody: Decodable {
    var amount: String?
}
