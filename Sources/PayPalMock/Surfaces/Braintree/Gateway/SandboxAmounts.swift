import PayPalVocabulary

/// Braintree's sandbox test amounts, which decide how a sale ends
/// (developer.paypal.com/braintree/docs/reference/general/testing).
enum SandboxAmounts {
    enum Outcome: Equatable {
        case approved
        /// 2000.00–2999.99: declined with the amount's whole part as the processor response code; 5001.01: 2038.
        case processorDeclined(code: String)
        /// 3000.00–3000.99.
        case failed
        /// 5001.00: rejected by the gateway itself.
        case gatewayRejected
    }

    static func outcome(of amount: Money) -> Outcome {
        let cents = amount.minorUnits
        switch cents {
        case 200_000..<300_000: return .processorDeclined(code: String(cents / 100))
        case 300_000..<300_100: return .failed
        case 500_100: return .gatewayRejected
        // 5001.01 is PayPal's own decline in the sandbox.
        case 500_101: return .processorDeclined(code: "2038")
        default: return .approved
        }
    }

    /// 4002.00–4002.99: a PayPal sale submitted for settlement stays `settlement_pending`.
    static func staysPending(_ amount: Money) -> Bool {
        (400_200..<400_300).contains(amount.minorUnits)
    }

    /// The processor's words for a decline code; Braintree's list has hundreds, these are the common ones.
    static func declineText(_ code: String) -> String {
        switch code {
        case "2000": "Do Not Honor"
        case "2001": "Insufficient Funds"
        case "2015": "Transaction Not Allowed"
        case "2038": "Processor Declined"
        case "2046": "Declined"
        default: "Processor Declined"
        }
    }
}
