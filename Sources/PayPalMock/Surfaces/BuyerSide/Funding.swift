import PayPalVocabulary

/// Why a funding source could not pay.
enum FundingProblem: Error, Equatable {
    case declined
    case insufficientBalance(available: Money)
    /// The sender's account may send no more until its limit is lifted.
    case sendingLimitReached

    static let sendingLimitIssue = "SENDING_LIMIT_EXCEEDED"
    static let sendingLimitRefusal = PayPalIssue.notAllowed(
        sendingLimitIssue, "The sender's account has reached its sending limit: PayPal cannot make this payment.")
}

extension BuyerAccount {
    /// Takes `amount` from a funding source: a declining card or bank refuses, a balance must cover it.
    /// Banks and cards that do not decline always pay.
    mutating func charge(_ amount: Money, from source: FundingSource) -> Result<Void, FundingProblem> {
        if restriction == .sendingLimitReached { return .failure(.sendingLimitReached) }
        if source.declines { return .failure(.declined) }
        if source.kind == .balance {
            let available = balance(in: amount.currency)
            guard available >= amount else { return .failure(.insufficientBalance(available: available)) }
            balances[amount.currency.code] = (available - amount).minorUnits
        }
        return .success(())
    }

    /// Puts money back in the balance, as a refund of a balance-funded payment does.
    mutating func credit(_ amount: Money) {
        balances[amount.currency.code] = balance(in: amount.currency).minorUnits + amount.minorUnits
    }
}
