import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary

/// The merchant app's list of its authorized orders, held but not yet captured: a tester captures, voids or
/// reauthorizes any of them later, after moving the backend's clock if they like.
public struct HeldAuthorizations: Equatable, Sendable {
    /// One authorization as PayPal last said it stood.
    public struct Entry: Equatable, Sendable {
        var orderId: String
        var authorizationId: String
        var amount: Money
        var status: String
        var expiresAt: String?
    }

    /// What the tester does to the selected authorization.
    public enum Action: String, Equatable, Sendable {
        case capture, void, reauthorize
    }

    var entries: [Entry] = []
    /// True while the list is open over the merchant's app.
    var isOpen = false
    var selected = 0
    /// The backend's time at the last refresh, for the time left before each expires.
    var backendNow: Date?
    /// A call under way on the list.
    var busy = false
    /// What the last action came to, in a sentence.
    var notice: String?

    /// Adds the authorization of a checkout that reached the merchant's confirmation, once.
    mutating func hold(_ confirmation: ConfirmPaymentFlow.Confirmation) {
        guard !entries.contains(where: { $0.authorizationId == confirmation.authorizationId }) else { return }
        entries.append(Entry(
            orderId: confirmation.approval.orderID, authorizationId: confirmation.authorizationId, amount: confirmation.authorized,
            status: "CREATED", expiresAt: confirmation.expiresAt))
    }

    /// Takes PayPal's word on an authorization's status.
    mutating func update(_ authorization: PaymentsClient.Authorization) {
        guard let index = entries.firstIndex(where: { $0.authorizationId == authorization.id }) else { return }
        entries[index].status = authorization.status.rawValue
        if let expiry = authorization.expirationTime { entries[index].expiresAt = expiry }
    }

    /// A reauthorization holds the money under a new id: the list follows it.
    mutating func replace(_ original: String, with renewed: PaymentsClient.Authorization) {
        guard let index = entries.firstIndex(where: { $0.authorizationId == original }) else { return }
        entries[index].authorizationId = renewed.id
        if let amount = renewed.amount?.money { entries[index].amount = amount }
    }

    mutating func update(_ id: String, status: String) {
        guard let index = entries.firstIndex(where: { $0.authorizationId == id }) else { return }
        entries[index].status = status
    }

    var selectedEntry: Entry? { entries.indices.contains(selected) ? entries[selected] : nil }

    /// "29 d 23 h left", "expired", or the expiry's day when the backend's time is not known yet.
    func timeLeft(_ entry: Entry) -> String {
        guard let expiresAt = entry.expiresAt, let expiry = try? Date(expiresAt, strategy: .iso8601) else { return "—" }
        guard let now = backendNow else { return "until \(expiresAt.prefix(10))" }
        let seconds = Int(expiry.timeIntervalSince(now))
        guard seconds > 0 else { return "expired" }
        return "\(seconds / 86_400) d \(seconds % 86_400 / 3_600) h left"
    }
}
