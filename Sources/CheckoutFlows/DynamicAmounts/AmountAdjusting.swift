import PayPalAPI
import PayPalVocabulary

/// The merchant's side of `dynamicAmountUpdateEnabled`: PayPalPaymentDelegate's
/// `adjustAmountsForAddress:…` for simple payments and `adjustAmountsAdvancedForAddress:…` for parallel and
/// chained ones, called when the buyer's ship-to address is chosen.
public protocol AmountAdjusting: Sendable {
    func adjustAmounts(for address: AddressSummary, amounts: PaymentAmounts) -> Result<PaymentAmounts, AmountError>
    func adjustAmountsAdvanced(for address: AddressSummary, receiverAmounts: [ReceiverAmounts]) -> Result<[ReceiverAmounts], AmountError>
}

extension AmountAdjusting {
    /// Asks the callback that fits the payment: simple, or advanced (parallel and chained).
    public func adjust(_ amounts: AdjustableAmounts, for address: AddressSummary) -> Result<AdjustableAmounts, AmountError> {
        switch amounts {
        case .simple(let simple): adjustAmounts(for: address, amounts: simple).map(AdjustableAmounts.simple)
        case .advanced(let receivers): adjustAmountsAdvanced(for: address, receiverAmounts: receivers).map(AdjustableAmounts.advanced)
        }
    }

    /// The callback's answer as the flow's next event.
    public func answer(_ amounts: AdjustableAmounts, for address: AddressSummary) -> MPLFlow.Event {
        .answered(adjust(amounts, for: address))
    }
}

extension MPLFlow.Event {
    /// The event for an answer of the merchant's adjust-amounts callback; an error gets a correlation id of its
    /// own, made here and not in the flow, so the flow stays a pure function of its events.
    public static func answered(_ answer: Result<AdjustableAmounts, AmountError>, correlationId: String = CorrelationId.make()) -> Self {
        switch answer {
        case .success(let adjusted): .amountsAdjusted(adjusted)
        case .failure(let error): .amountsRefused(error, correlationId: correlationId)
        }
    }
}

extension AdjustableAmounts {
    /// The callback these amounts go to, as the event pane shows it: its name and where the buyer ships to.
    public func callName(for address: AddressSummary) -> String {
        let name = if case .simple = self { "adjustAmountsForAddress" } else { "adjustAmountsAdvancedForAddress" }
        return "\(name)(\(address.city), \(address.state ?? address.countryCode))"
    }

    /// The tax and shipping in all, for the event pane.
    public var summary: String {
        let all: [PaymentAmounts] = switch self {
        case .simple(let amounts): [amounts]
        case .advanced(let receivers): receivers.map(\.amounts)
        }
        guard let currency = all.first?.currency else { return "" }
        return "tax \(all.map(\.tax).sum(in: currency).text), shipping \(all.map(\.shipping).sum(in: currency).text)"
    }
}
