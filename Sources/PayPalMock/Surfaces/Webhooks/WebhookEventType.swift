/// The webhook events PayTerm sends: what happened, and the resource each carries.
enum WebhookEventType: String, CaseIterable, Codable, Sendable {
    case orderApproved = "CHECKOUT.ORDER.APPROVED"
    case orderCompleted = "CHECKOUT.ORDER.COMPLETED"
    case authorizationCreated = "PAYMENT.AUTHORIZATION.CREATED"
    case authorizationVoided = "PAYMENT.AUTHORIZATION.VOIDED"
    case captureCompleted = "PAYMENT.CAPTURE.COMPLETED"
    case captureRefunded = "PAYMENT.CAPTURE.REFUNDED"
    case paymentTokenCreated = "VAULT.PAYMENT-TOKEN.CREATED"
    case paymentTokenDeleted = "VAULT.PAYMENT-TOKEN.DELETED"

    /// Subscribing to `*` subscribes to every event type.
    static let everything = "*"

    var summary: String {
        switch self {
        case .orderApproved: "An order has been approved by buyer."
        case .orderCompleted: "Checkout Order Completed"
        case .authorizationCreated: "A payment authorization was created."
        case .authorizationVoided: "A payment authorization was voided."
        case .captureCompleted: "Payment completed."
        case .captureRefunded: "A payment capture was refunded."
        case .paymentTokenCreated: "A payment token has been created."
        case .paymentTokenDeleted: "A payment token has been deleted."
        }
    }

    var resourceType: String {
        switch self {
        case .orderApproved, .orderCompleted: "checkout-order"
        case .authorizationCreated, .authorizationVoided: "authorization"
        case .captureCompleted: "capture"
        case .captureRefunded: "refund"
        case .paymentTokenCreated, .paymentTokenDeleted: "payment_token"
        }
    }

    var resourceVersion: String {
        switch self {
        case .paymentTokenCreated, .paymentTokenDeleted: "3.0"
        default: "2.0"
        }
    }
}
