import Foundation

/// One copy of a notification on its way to one URL: how it is sent, and how sending went. A 2xx answer
/// delivers it; anything else is tried again after 2, 4, 8 and 16 seconds, then given up.
struct Delivery: Codable, Sendable, Equatable {
    enum Status: String, Codable, Sendable {
        case pending = "PENDING"
        case delivered = "SUCCESS"
        case failed = "FAILURE"
    }

    /// Deliveries fail for good after this many attempts (PayPal retries for days; PayTerm for half a minute).
    static let maximumAttempts = 5
    /// The most deliveries a message keeps, its first sending's and every resend's: a resend past it is refused.
    static let maximumPerMessage = 100

    /// The webhook it goes to; nil for an IPN message, which goes to the payment's notification URL.
    var webhookId: String?
    var url: String
    var transmissionId: String
    /// The `PAYPAL-TRANSMISSION-SIG` sent with a webhook event; verify-webhook-signature succeeds for it only.
    var transmissionSignature: String
    var transmissionTime: Date
    var status: Status = .pending
    var attempts = 0
    /// The HTTP status of the last attempt, or nil when the server did not answer.
    var lastStatusCode: Int?
    var nextAttemptAt: Date
    /// Which sending again it belongs to (1 for the first); nil for the message's first sending.
    var resend: Int?

    /// A transmission at `now` on the backend's clock, first tried `dueIn` seconds from now in real time.
    init(webhookId: String? = nil, url: String, at now: Date, dueIn: TimeInterval = 0) {
        self.webhookId = webhookId
        self.url = url
        transmissionId = UUID().uuidString.lowercased()
        transmissionSignature = Identifier.transmissionSignature()
        transmissionTime = now
        nextAttemptAt = Date().addingTimeInterval(dueIn)
    }

    /// Notes an attempt's answer.
    mutating func record(_ code: Int?) {
        attempts += 1
        lastStatusCode = code
        if let code, (200..<300).contains(code) {
            status = .delivered
        } else if attempts >= Self.maximumAttempts {
            status = .failed
        } else {
            nextAttemptAt = Date().addingTimeInterval(TimeInterval(1 << attempts))
        }
    }
}

/// A notification kept in the store until each of its deliveries is made: a webhook event, or an IPN message.
protocol OutboxMessage: StoredDocument {
    /// Where notifications with a delivery still to make are filed.
    static var pending: AliasSpace { get }
    var deliveries: [Delivery] { get set }
    /// The body and headers `delivery` is posted with.
    func request(for delivery: Delivery, base: String) throws -> (body: Data, headers: [String: String])
}

extension OutboxMessage {
    /// Sends it again, as a new transmission due now, to each place it went to that `chosen` keeps; every earlier
    /// transmission stays as it went, so a resend adds to the message's history and never rewrites it. Refused once
    /// the message has `Delivery.maximumPerMessage`.
    mutating func resend(at now: Date, to chosen: (Delivery) -> Bool = { _ in true }) throws(RESTError) {
        var destinations = Set<String>()
        let round = (deliveries.compactMap(\.resend).max() ?? 0) + 1
        let again = deliveries.filter { chosen($0) && destinations.insert($0.webhookId ?? $0.url).inserted }.map {
            var again = Delivery(webhookId: $0.webhookId, url: $0.url, at: now)
            again.resend = round
            return again
        }
        guard deliveries.count + again.count <= Delivery.maximumPerMessage else {
            throw .unprocessable(
                "RESEND_LIMIT_REACHED", "\(id) has been sent \(deliveries.count) times, as many as PayTerm keeps for one notification: it is not sent again.")
        }
        deliveries += again
    }
}

extension StoreTransaction {
    /// Saves a message and files it as pending, for `NotificationDelivery` to send.
    func enqueue<Message: OutboxMessage>(_ message: Message) throws {
        try save(message)
        try addAlias(message.id, in: Message.pending, for: message.id)
    }
}
