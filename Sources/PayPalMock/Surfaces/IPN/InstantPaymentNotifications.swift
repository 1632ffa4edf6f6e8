import Foundation

/// Adaptive Payments' Instant Payment Notification: an IPN message recorded in the transaction of what caused
/// it, when the payment or preapproval names an `ipnNotificationUrl`, and checked when the merchant posts it back.
enum InstantPaymentNotifications {
    static func send(_ fields: IPNFields.Fields, to url: String?, in db: any StoreTransaction, at now: Date) throws {
        guard let url, !url.isEmpty else { return }
        let body = IPNFields.encode(fields)
        let message = IPNMessage(id: Identifier.transactionId(), body: body, createdAt: now, deliveries: [Delivery(url: url, at: now)])
        try db.enqueue(message)
        if let sign = IPNFields.value(of: "verify_sign", in: body) { try db.addAlias(sign, in: .ipnVerifySign, for: message.id) }
    }

    /// PayPal's answer to `cmd=_notify-validate&<the message>`: VERIFIED when the rest is a message it sent,
    /// unchanged; INVALID otherwise.
    static func validate(_ postback: String, in db: any StoreTransaction) throws -> Bool {
        let command = "cmd=_notify-validate&"
        guard postback.hasPrefix(command) else { return false }
        let message = String(postback.dropFirst(command.count))
        guard let sign = IPNFields.value(of: "verify_sign", in: message),
              let sent = try db.document(IPNMessage.self, alias: sign, in: .ipnVerifySign)
        else { return false }
        return sent.body == message
    }
}
