import PayPalAPI

/// Where a checkout of the Mobile Payments Library stands: every state carries what it needs, and nothing else.
extension MPLFlow {
    public enum State: Codable, Sendable, Equatable {
        /// The login screen, with what went wrong with the last try.
        case login(Notice?)
        /// The login call is under way; `payNow` is the login screen's Pay (no review).
        case loggingIn(payNow: Bool)
        case loggedIn(BuyerSession, Stage)
        case closed
    }

    /// A logged-in checkout's stage: a payment's, from its amounts to the receipt; or a preapproval's.
    public enum Stage: Codable, Sendable, Equatable {
        /// The merchant's adjust-amounts callback is asked about the ship-to address.
        case adjustingAmounts(Choices)
        /// The library's Pay is under way.
        case creatingPayment(Choices)
        case loadingReview(payKey: String, Choices)
        case reviewing(Review)
        /// A resumed review is checked with PayPal: is its pay key still waiting?
        case checkingReview(Review)
        case paying(Review)
        /// The payment's answer was lost (no answer, a reset, a 5xx): PayPal is asked whether it was made before
        /// the buyer may pay again.
        case checkingPayment(Review, after: PayPalAPIError)
        /// A call that moves no money (making the pay key, loading the review or the terms) got no answer, or a
        /// 5xx: the buyer may try it again or cancel.
        indirect case interrupted(Stage, PayPalAPIError)
        /// Paid: the buyer, who has no PIN, may create one.
        case offeringPIN(Paid, Notice?)
        case creatingPIN(Paid)
        case loadingTerms
        /// The preapproval's "Create a code" screen.
        case creatingCode(Agreement, Notice?)
        /// The agreement screen; `code` is the one the buyer created, when the merchant asked for one.
        case agreeing(Agreement, code: UnkeptSecret?)
        case submittingAgreement(Agreement, code: UnkeptSecret?)
        /// A resumed agreement is checked with PayPal: is the preapproval still waiting?
        case checkingTerms(Agreement, code: UnkeptSecret?)
        case receipt(Receipt)
        case failure(PayPalAPIError)
    }

    /// The buyer's choices carried to the review: kept while a new pay key is made for adjusted amounts or
    /// another fee payer, and the login screen's Pay, which skips the review.
    public struct Choices: Codable, Sendable, Equatable {
        public var fundingSourceId: String?
        public var addressId: String?
        public var feesPayer: FeesPayer?
        public var payNow = false
    }

    /// A payment made: its pay key and PayPal's status for it.
    public struct Paid: Codable, Sendable, Equatable {
        public var payKey: String
        public var status: String
    }
}

/// A secret a kept checkout does not keep: it encodes as nothing and decodes as none, so the preapproval code
/// a buyer created is asked for again when the checkout is resumed from a file.
public struct UnkeptSecret: Codable, Sendable, Equatable {
    public let secret: Secret?

    public init(_ secret: Secret) { self.secret = secret }

    public init(from decoder: any Decoder) throws { secret = nil }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
