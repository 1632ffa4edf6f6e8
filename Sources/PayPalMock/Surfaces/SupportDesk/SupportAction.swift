/// What support can do to a case, each on one part of it (its target).
enum SupportAction: String, Sendable, Codable, CaseIterable {
    /// A capture, an Adaptive payment (or one receiver's transaction of it), or a Braintree sale; in full, or in part.
    case refund
    /// An authorization, or a Braintree sale not yet settled.
    case void
    case reauthorize
    case cancelPreapproval = "cancel_preapproval"
    /// A webhook event, to every webhook it went to.
    case resendWebhook = "resend_webhook"
    /// An IPN message, to its notification URL.
    case resendIPN = "resend_ipn"
    /// A buyer locked out after failed logins, by their email.
    case unlockBuyer = "unlock_buyer"

    /// Whether the action takes an amount (none is all there is).
    var takesAmount: Bool { self == .refund || self == .reauthorize }

    /// Whether the action sends a notification again, rather than causing new ones.
    var resends: Bool { self == .resendWebhook || self == .resendIPN }
}
