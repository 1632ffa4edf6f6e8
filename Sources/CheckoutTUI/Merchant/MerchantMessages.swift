import PayPalAPI

/// What the merchant's app says when PayPal refuses it, in sentences: never PayPal's raw error text.
enum MerchantMessages {
    static func initializationFailed(_ error: PayPalAPIError) -> String {
        if case .unreachable(let url, _) = error { return "PayPal can't be reached at \(url): press r to retry" }
        return "PayPal refused to initialize the library (\(error.code)): press r to retry"
    }

    /// A refused preapproval or preapproved payment.
    static func refusal(_ error: PayPalAPIError) -> String {
        switch error {
        case .unreachable(let url, _): "PayPal can't be reached at \(url): try again."
        case .refused(let refusal): refusalSentence(refusal)
        case .unreadable, .merchant: "PayPal's answer could not be read (\(error.code)); the event pane has what came back."
        }
    }

    private static func refusalSentence(_ refusal: PayPalAPIError.Refusal) -> String {
        switch refusal.issue {
        case "580022" where refusal.message.contains("pin"):
            "That is not the PIN you created for this preapproval: try again."
        case "569019": "The preapproval is suspended after too many wrong PINs: the buyer has to agree to a new one."
        case "579024": "The buyer has not agreed to this preapproval yet."
        case "579031", "579033", "579034", "579040": "This payment is more than the preapproval allows."
        case "569013", "569017", "569018": "The preapproval is no longer active: run #6 Preapproval again."
        default: "PayPal refused the payment (error \(refusal.issue)); the event pane has its correlation id."
        }
    }
}
