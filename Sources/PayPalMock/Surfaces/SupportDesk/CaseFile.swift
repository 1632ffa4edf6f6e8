import Foundation
import PayPalVocabulary

/// A case as support sees it: what the payment is, who paid whom, what happened to it and when, the merchant's
/// notifications with their deliveries, and what support may do now.
struct CaseFile: Encodable, Sendable {
    struct Fact: Encodable, Sendable {
        var label: String
        var value: String
    }

    /// Something that happened to the payment; `by` names the support agent who did it.
    struct Moment: Encodable, Sendable {
        var time: String
        var what: String
        var detail: String?
        var by: String?
    }

    struct Notification: Encodable, Sendable {
        struct Attempt: Encodable, Sendable {
            var url: String
            /// A new one each time the notification is sent again.
            var transmissionId: String
            var status: String
            /// How it went, in words, as the timeline says it.
            var outcome: String
            var attempts: Int
            /// The HTTP status the merchant's server answered last; nil when it did not answer.
            var lastStatusCode: Int?
            var transmissionTime: String
            /// Which sending again it belongs to (1 for the first); none for the notification's first sending.
            var resend: Int?
        }

        /// `webhook` or `ipn`.
        var kind: String
        var id: String
        var summary: String
        var created: Date
        var deliveries: [Attempt]

        private enum CodingKeys: String, CodingKey { case kind, id, summary, createTime, deliveries }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(id, forKey: .id)
            try container.encode(summary, forKey: .summary)
            try container.encode(Timestamp.rest(created), forKey: .createTime)
            try container.encode(deliveries, forKey: .deliveries)
        }
    }

    /// An action support may take now, on one part of the case.
    struct Offer: Encodable, Sendable {
        var action: SupportAction
        var target: String
        var label: String
        var takesAmount: Bool
        /// The most the action may take (a refund's remaining amount).
        var maxAmount: MoneyView?
        /// What the action moves when no amount is typed, so a confirmation can say the figure: all that is left of
        /// a refund, the authorized amount of a reauthorization.
        var amount: MoneyView?
    }

    var summary: CaseSummary
    var facts: [Fact]
    var timeline: [Moment]
    var notifications: [Notification]
    var actions: [Offer]
}

/// One line of a search's answer: enough to tell cases apart.
struct CaseSummary: Encodable, Sendable {
    var kind: CaseReference.Kind
    var id: String
    var title: String
    var status: String
    var amount: MoneyView?
    var buyer: String?
    var merchant: String?
    var createTime: String
    /// What the search matched in it, such as "capture id".
    var matched: String?
}
