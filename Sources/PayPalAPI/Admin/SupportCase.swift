import Foundation

/// What the support console works on: a payment found by any of its ids, as one case.
public enum SupportCaseKind: String, Codable, Sendable, CaseIterable {
    case order
    case payKey = "pay_key"
    case preapproval
    case braintreeTransaction = "braintree_transaction"
}

/// A case in a search's answer.
public struct SupportCaseSummary: Decodable, Sendable, Equatable {
    public var kind: SupportCaseKind
    public var id: String
    public var title: String
    public var status: String
    public var amount: MoneyValue?
    public var buyer: String?
    public var merchant: String?
    public var createTime: String
    /// What the search matched in it, such as "capture id".
    public var matched: String?
}

/// A case whole: its facts, its timeline, the merchant's notifications with their deliveries, and the actions
/// support may take on it now.
public struct SupportCase: Decodable, Sendable, Equatable {
    public struct Fact: Decodable, Sendable, Equatable {
        public var label: String
        public var value: String
    }

    public struct Moment: Decodable, Sendable, Equatable {
        public var time: String
        public var what: String
        public var detail: String?
        /// The support agent who did it.
        public var by: String?
    }

    public struct Notification: Decodable, Sendable, Equatable {
        public struct Attempt: Decodable, Sendable, Equatable {
            public var url: String
            /// A new one each time the notification is sent again.
            public var transmissionId: String
            /// `SUCCESS`, `FAILURE` or `PENDING`.
            public var status: String
            /// How it went, in words: `delivered (HTTP 200)`, `retrying after 2 attempts (no answer)`.
            public var outcome: String
            public var attempts: Int
            public var lastStatusCode: Int?
            public var transmissionTime: String
        }

        /// `webhook` or `ipn`.
        public var kind: String
        public var id: String
        public var summary: String
        public var createTime: String
        public var deliveries: [Attempt]
    }

    public struct Offer: Decodable, Sendable, Equatable {
        /// `refund`, `void`, `reauthorize`, `cancel_preapproval`, `resend_webhook`, `resend_ipn` or `unlock_buyer`.
        public var action: String
        public var target: String
        public var label: String
        public var takesAmount: Bool
        public var maxAmount: MoneyValue?
        /// What the action moves when no amount is typed: all that is left of a refund, the authorized amount of a
        /// reauthorization.
        public var amount: MoneyValue?
    }

    public var summary: SupportCaseSummary
    public var facts: [Fact]
    public var timeline: [Moment]
    public var notifications: [Notification]
    public var actions: [Offer]
}

/// What an action did: in words, the case after it, and the notifications it caused.
public struct SupportActionOutcome: Decodable, Sendable, Equatable {
    public var outcome: String
    public var `case`: SupportCase
    public var caused: [SupportCase.Notification]
}
