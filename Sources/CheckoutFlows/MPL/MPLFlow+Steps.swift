import PayPalAPI
import PayPalVocabulary

/// The steps a checkout of the Mobile Payments Library takes as its events come: the calls it makes and the screen
/// it moves to.
extension MPLFlow {
    mutating func loggedIn(_ session: BuyerSession, payNow: Bool) -> [Effect] {
        switch purchase {
        case .payment(let order):
            let choices = Choices(payNow: payNow)
            if order.adjustsAmountsForAddress, let address = session.buyer.addresses.first { return adjustAmounts(session, for: address, choices) }
            return createPayment(session, choices)
        case .preapproval(let key, _):
            state = .loggedIn(session, .loadingTerms)
            return [.call(.loadTerms(preapprovalKey: key, session: session.sessionToken))]
        }
    }

    /// Asks the merchant's callback about the amounts of the order as the merchant made it, so an answer for one
    /// address never feeds the next.
    mutating func adjustAmounts(_ session: BuyerSession, for address: AddressSummary, _ choices: Choices) -> [Effect] {
        guard case .payment(let order) = requested else { return [] }
        state = .loggedIn(session, .adjustingAmounts(choices))
        return [.callback(.adjustAmounts(order.adjustableAmounts, address: address))]
    }

    /// The library's Pay for the order as it stands. Adaptive Payments cannot change a pay key's receiver amounts
    /// once made, so adjusted amounts or another fee payer get a new pay key; the old one expires unused.
    mutating func createPayment(_ session: BuyerSession, _ choices: Choices) -> [Effect] {
        guard let order else { return [] }
        state = .loggedIn(session, .creatingPayment(choices))
        return [.call(.createPayment(order, session: session.sessionToken))]
    }

    /// The call of a stage an interruption stopped, made again.
    mutating func repeatCall(of stage: Stage, _ session: BuyerSession) -> [Effect] {
        let token = session.sessionToken
        switch stage {
        case .creatingPayment(let choices): return createPayment(session, choices)
        case .loadingReview(let payKey, _): state = .loggedIn(session, stage); return [.call(.loadReview(payKey: payKey, session: token))]
        case .loadingTerms: state = .loggedIn(session, stage); return [.call(.loadTerms(preapprovalKey: preapprovalKey, session: token))]
        default: return []
        }
    }

    /// Paid: the receipt, or first the offer of a PIN to a buyer who has none.
    mutating func paid(_ session: BuyerSession, _ payment: PaymentReview) -> [Effect] {
        let paid = Paid(payKey: payment.payKey, status: payment.status)
        return session.buyer.hasPin ? succeed(session, .paid, paid) : show(session, .offeringPIN(paid, nil))
    }

    mutating func approve(_ session: BuyerSession, _ review: Review) -> [Effect] {
        state = .loggedIn(session, .paying(review))
        return [.call(.approve(
            payKey: review.payment.payKey, fundingSourceId: review.fundingSourceId,
            addressId: shippingEnabled ? review.addressId : nil, session: session.sessionToken))]
    }

    mutating func createPIN(_ session: BuyerSession, _ pin: Secret, confirmation: Secret, phone: String?, after paid: Paid) -> [Effect] {
        var newPhone: String?
        if needsPhoneForPIN {
            let canonical = PhoneNumber.canonical(phone ?? "")
            guard PhoneNumber.isPlausible(canonical) else { return show(session, .offeringPIN(paid, .invalidPhone)) }
            newPhone = canonical
        }
        guard Self.isPIN(pin) else { return show(session, .offeringPIN(paid, .invalidPIN)) }
        guard pin == confirmation else { return show(session, .offeringPIN(paid, .pinsDiffer)) }
        state = .loggedIn(session, .creatingPIN(paid))
        return [.call(.createPIN(pin, phone: newPhone, session: session.sessionToken))]
    }

    mutating func show(_ session: BuyerSession, _ stage: Stage) -> [Effect] {
        state = .loggedIn(session, stage)
        return []
    }

    /// The receipt, then back to the merchant once it has been on screen a moment.
    mutating func succeed(_ session: BuyerSession, _ receipt: Receipt, _ paid: Paid) -> [Effect] {
        state = .loggedIn(session, .receipt(receipt))
        return [.callback(.merchant(.paymentSuccess(key: paid.payKey, status: paid.status))), .timer(after: Self.receiptPause, .finish)]
    }

    mutating func fail(_ session: BuyerSession, _ error: PayPalAPIError) -> [Effect] {
        state = .loggedIn(session, .failure(error))
        return [.callback(.merchant(.paymentFailed(correlationId: error.debugId, code: error.code, message: error.message)))]
    }

    mutating func cancel() -> [Effect] {
        state = .closed
        return [.callback(.merchant(.paymentCanceled)), .callback(.merchant(.paymentLibraryExit))]
    }

    /// The pay key expired or was paid, or the session ended: back to the login screen with what the merchant asked for.
    mutating func startOver() -> [Effect] {
        purchase = requested
        payKey = nil
        state = .login(.checkoutExpired)
        return []
    }
}
