import Foundation

/// The resources of simulated webhook events (`simulate-event`): made-up but well-formed, as PayPal's simulator
/// sends sample data rather than anything of the merchant's.
enum WebhookSamples {
    static func resource(for type: WebhookEventType, base: String, at now: Date) throws -> JSONValue {
        let id = Identifier.transactionId()
        let amount: [String: Any] = ["currency_code": "USD", "value": "10.00"]
        let created = Timestamp.rest(now)
        let protection: [String: Any] = ["status": "ELIGIBLE", "dispute_categories": ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"]]
        func links(_ path: String) -> [[String: Any]] { [["href": "\(base)\(path)/\(id)", "rel": "self", "method": "GET"]] }
        let sample: [String: Any] = switch type {
        case .orderApproved, .orderCompleted:
            [
                "id": id, "intent": "CAPTURE", "status": type == .orderApproved ? "APPROVED" : "COMPLETED", "create_time": created,
                "purchase_units": [["reference_id": "default", "amount": amount]], "links": links("/v2/checkout/orders"),
            ]
        case .authorizationCreated, .authorizationVoided:
            [
                "id": id, "status": type == .authorizationCreated ? "CREATED" : "VOIDED", "amount": amount, "create_time": created,
                "expiration_time": Timestamp.rest(now.addingTimeInterval(PaymentAuthorization.lifetime)), "seller_protection": protection,
                "links": links("/v2/payments/authorizations"),
            ]
        case .captureCompleted:
            [
                "id": id, "status": "COMPLETED", "amount": amount, "final_capture": true, "seller_protection": protection, "create_time": created,
                "links": links("/v2/payments/captures"),
            ]
        case .captureRefunded:
            ["id": id, "status": "COMPLETED", "amount": amount, "create_time": created, "links": links("/v2/payments/refunds")]
        case .paymentTokenCreated, .paymentTokenDeleted:
            [
                "id": Identifier.paymentTokenId(), "customer": ["id": Identifier.customerId()], "time_created": created,
                "payment_source": ["paypal": [
                    "email_address": "sample-buyer@personal.example.com", "usage_type": "MERCHANT", "customer_type": "CONSUMER",
                    "permit_multiple_payment_tokens": false,
                ]],
                "links": links("/v3/vault/payment-tokens"),
            ]
        }
        return try JSONDecoder().decode(JSONValue.self, from: JSONSerialization.data(withJSONObject: sample))
    }
}
