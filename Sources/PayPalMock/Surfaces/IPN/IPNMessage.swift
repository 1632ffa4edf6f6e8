import Foundation

/// An Instant Payment Notification: the form PayPal posts to a payment's or preapproval's `ipnNotificationUrl`
/// when it completes or changes, kept exactly as sent so that the verification postback can be checked against it.
struct IPNMessage: OutboxMessage {
    static let kind = "ipn_message"
    static let pending = AliasSpace.pendingIPNMessage

    var id: String
    /// The form, `application/x-www-form-urlencoded`, as posted.
    var body: String
    var createdAt: Date
    var deliveries: [Delivery]

    func request(for delivery: Delivery, base: String) throws -> (body: Data, headers: [String: String]) {
        (Data(body.utf8), ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"])
    }
}
