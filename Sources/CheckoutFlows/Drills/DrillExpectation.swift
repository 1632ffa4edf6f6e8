import PayPalAPI
import PayPalVocabulary

/// One check of a drill, as its file says it: what the trainee is told (`says`, with what the setup made written
/// in) and the state of the backend that meets it. Names are what the setup made (`order`, `first`).
public struct DrillExpectation: Sendable {
    public enum Condition: Sendable, Equatable {
        /// An Adaptive payment (pay key) is refunded in full to every receiver.
        case paymentRefunded(String)
        /// An Adaptive payment (pay key) has nothing refunded.
        case paymentUntouched(String)
        /// An order's authorization has this status (`VOIDED`, `CAPTURED`, `CREATED`).
        case authorization(order: String, status: String)
        /// A preapproval has this status (`CANCELED`, `ACTIVE`).
        case preapproval(String, status: String)
        /// The order's timeline in the support desk has an entry starting with the text, or has none.
        case timeline(order: String, startsWith: String, present: Bool)
        /// What the order's refunds add up to is at most this.
        case refundedAtMost(order: String, Money)
        /// The buyer logs in with the seeded password.
        case canLogIn(buyer: String)
        /// The webhook a setup step saw refused was sent again, and the merchant's server took it.
        case webhookDeliveredAgain(String)
    }

    public var says: String
    public var condition: Condition
    /// The drill file's line, for an error while it is checked.
    public var line: Int

    public init(says: String, condition: Condition, line: Int) {
        self.says = says
        self.condition = condition
        self.line = line
    }

    func isMet(with values: DrillValues, on backend: DrillBackend) async throws -> Bool {
        let value = { (name: String) throws -> String in try values.value(name, line: line) }
        switch condition {
        case .paymentRefunded(let payment):
            return try await backend.isRefundedInFull(try value(payment))
        case .paymentUntouched(let payment):
            return try await backend.isUntouched(try value(payment))
        case .authorization(let order, let status):
            return try await backend.rest.payments.getAuthorization(id: try value(order + ".authorization")).status.rawValue == status
        case .preapproval(let key, let status):
            let details = try await backend.paypal.adaptive(Adaptive.PreapprovalDetailsRequest(preapprovalKey: try value(key)), headers: backend.adaptiveHeaders)
            return details.status == status
        case .timeline(let order, let text, let present):
            return try await backend.timeline(of: .order, try value(order)).contains { $0.hasPrefix(text) } == present
        case .refundedAtMost(let order, let limit):
            let refunds = try await backend.timeline(of: .order, try value(order)).compactMap(Self.refunded)
            return refunds.allSatisfy { $0.currency == limit.currency } && refunds.reduce(0) { $0 + $1.minorUnits } <= limit.minorUnits
        case .canLogIn(let buyer):
            return (try? await backend.logIn(buyer)) != nil
        case .webhookDeliveredAgain(let missed):
            let notifications = try await backend.admin.supportCase(.order, try value(missed + ".order")).notifications
            let event = notifications.first { $0.id == (values.made[missed + ".event"] ?? "") }
            return event?.deliveries.contains { $0.transmissionId != (values.made[missed] ?? "") && $0.status == "SUCCESS" } ?? false
        }
    }

    /// The amount of a timeline's "Refunded 9.99 USD".
    private static func refunded(_ entry: String) -> Money? {
        let words = entry.split(separator: " ")
        guard words.count == 3, words[0] == "Refunded", let currency = Currency(code: String(words[2])) else { return nil }
        return try? Money.parse(String(words[1]), currency: currency)
    }
}
