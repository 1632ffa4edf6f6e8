import PayPalAPI

/// What the merchant's app says when PayPal refuses it, in sentences: never PayPal's raw error text.
enum MerchantMessages {
    static func initializationFailed(_ error: PayPalAPIError, language: Language) -> String {
        let words = language.merchantStrings
        if case .unreachable(let url, _) = error { return words.unreachableRetry(url) }
        return words.initializationRefused(error.code)
    }

    /// A refused preapproval or preapproved payment.
    static func refusal(_ error: PayPalAPIError, language: Language) -> String {
        let words = language.merchantStrings
        return switch error {
        case .unreachable(let url, _): words.unreachable(url)
        case .refused(let refusal): refusalSentence(refusal, words)
        case .unreadable, .merchant: words.unreadable(error.code)
        }
    }

    private static func refusalSentence(_ refusal: PayPalAPIError.Refusal, _ words: MerchantStrings) -> String {
        switch refusal.issue {
        case "580022" where refusal.message.contains("pin"): words.wrongPIN
        case "569019": words.preapprovalSuspended
        case "579024": words.preapprovalNotAgreed
        case "579031", "579033", "579034", "579040": words.overPreapproval
        case "569013", "569017", "569018": words.preapprovalInactive
        default: words.paymentRefused(refusal.issue)
        }
    }
}
