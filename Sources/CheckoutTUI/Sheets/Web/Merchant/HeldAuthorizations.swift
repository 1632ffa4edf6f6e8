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

    var list = MerchantList<Entry>()
    /// The backend's time at the last refresh, for the time left before each expires.
    var backendNow: Date?

    /// Adds the authorization of a checkout that reached the merchant's confirmation, once.
    mutating func hold(_ confirmation: ConfirmPaymentFlow.Confirmation) {
        guard !list.entries.contains(where: { $0.authorizationId == confirmation.authorizationId }) else { return }
        list.entries.append(Entry(
            orderId: confirmation.approval.orderID, authorizationId: confirmation.authorizationId, amount: confirmation.authorized,
            status: "CREATED", expiresAt: confirmation.expiresAt))
    }

    /// Takes PayPal's word on an authorization's status.
    mutating func update(_ authorization: PaymentsClient.Authorization) {
        guard let index = list.entries.firstIndex(where: { $0.authorizationId == authorization.id }) else { return }
        list.entries[index].status = authorization.status.rawValue
        if let expiry = authorization.expirationTime { list.entries[index].expiresAt = expiry }
    }

    /// A reauthorization holds the money under a new id: the list follows it.
    mutating func replace(_ original: String, with renewed: PaymentsClient.Authorization) {
        guard let index = list.entries.firstIndex(where: { $0.authorizationId == original }) else { return }
        list.entries[index].authorizationId = renewed.id
        if let amount = renewed.amount?.money { list.entries[index].amount = amount }
    }

    mutating func update(_ id: String, status: String) {
        guard let index = list.entries.firstIndex(where: { $0.authorizationId == id }) else { return }
        list.entries[index].status = status
    }

    /// "29 d 23 h left", "expired", or the expiry's day when the backend's time is not known yet.
    func timeLeft(_ entry: Entry) -> String {
        guard let expiresAt = entry.expiresAt, let expiry = try? Date(expiresAt, strategy: .iso8601) else { return "—" }
        guard let now = backendNow else { return "until \(expiresAt.prefix(10))" }
        let seconds = Int(expiry.timeIntervalSince(now))
        guard seconds > 0 else { return "expired" }
        return "\(seconds / 86_400) d \(seconds % 86_400 / 3_600) h left"
    }
}

extension HeldAuthorizations {
    /// What PayPal said of the authorizations asked about (a reauthorization's is the new one), and the backend's time.
    struct Answer: Sendable {
        var authorizations: [PaymentsClient.Authorization]
        var backendNow: Date?
    }

    /// PayPal's answer to the list's refresh, or to `acting` on one of its authorizations.
    mutating func answered(_ result: Result<Answer, PayPalAPIError>, acting: (original: String, action: Action)?, events: inout EventLog) {
        list.busy = false
        switch result {
        case .success(let answer):
            if let now = answer.backendNow { backendNow = now }
            guard let (original, action) = acting, let authorization = answer.authorizations.first else {
                for authorization in answer.authorizations { update(authorization) }
                return
            }
            if action == .reauthorize { replace(original, with: authorization) }
            update(authorization)
            list.notice = switch action {
            case .capture: "Captured \(authorization.id): the authorisation is \(authorization.status.rawValue)."
            case .void: "Voided \(authorization.id): the buyer's money is released."
            case .reauthorize: "Reauthorised: \(authorization.id) holds the money for another 3 days of honor period."
            }
            events.log(.note, "merchant server: \(action.rawValue) → \(authorization.id) \(authorization.status.rawValue)")
        case .failure(let error):
            events.log(.note, "merchant server: \(error)")
            list.notice = switch error.code {
            case "AUTHORIZATION_EXPIRED": "PayPal refused: the authorisation expired (29 days). Void it and restart payment."
            case "AUTHORIZATION_VOIDED", "AUTHORIZATION_ALREADY_CAPTURED", "PREVIOUSLY_VOIDED", "PREVIOUSLY_CAPTURED":
                "PayPal refused: this authorisation is no longer open (\(error.code))."
            case "REAUTHORIZATION_NOT_SUPPORTED":
                "PayPal refused to reauthorise (\(error.code)): reauthorise once, after the 3-day honor period and before day 29."
            default: MerchantMessages.refusal(error, language: .enUS)  // the list of authorized orders is in English yet
            }
        }
    }
}
