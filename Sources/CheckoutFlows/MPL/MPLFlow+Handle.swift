import PayPalAPI
import PayPalVocabulary

/// How a checkout of the Mobile Payments Library moves: each event, in the state it arrives in.
extension MPLFlow {
    public typealias Effect = FlowEffect<MPLFlow>

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, state) {
        case (.logIn(let method, let payNow), .login):
            state = .loggingIn(payNow: payNow)
            return [.call(.logIn(method.canonical))]
        case (.loggedIn(let session), .loggingIn(let payNow)):
            return loggedIn(session, payNow: payNow)
        case (.refused(let error), .loggingIn):
            state = .login(.refused(error))
            return []
        case (.cancel, .login), (.cancel, .loggingIn):
            return cancel()
        case (.resume, .login):
            return []   // nothing at PayPal yet
        case (_, .loggedIn(let session, let stage)):
            return handle(event, loggedIn: session, at: stage)
        default:
            return []
        }
    }

    // MARK: Logged in

    private mutating func handle(_ event: Event, loggedIn session: BuyerSession, at stage: Stage) -> [Effect] {
        let token = session.sessionToken
        switch (event, stage) {
        // The payment: amounts, pay key, review, payment, PIN.
        case (.amountsAdjusted(let amounts), .adjustingAmounts(let choices)):
            if case .payment(let order) = requested { purchase = .payment(order.applying(amounts).paidWith(choices)) }
            return createPayment(session, choices)
        case (.amountsRefused(let error, let correlationId), .adjustingAmounts):
            return fail(session, .merchant(.init(issue: error.rawValue, message: error.message, debugId: correlationId)))
        case (.paymentCreated(let payKey), .creatingPayment(let choices)):
            self.payKey = payKey
            state = .loggedIn(session, .loadingReview(payKey: payKey, choices))
            return [.call(.loadReview(payKey: payKey, session: token))]
        case (.reviewLoaded(let payment), .loadingReview(_, let choices)):
            let review = Review(
                payment: payment, fundingSourceId: fundingSource(choices.fundingSourceId, for: payment, of: session),
                addressId: choices.addressId ?? (shippingEnabled ? session.buyer.addresses.first?.id : nil))
            return choices.payNow ? approve(session, review) : show(session, .reviewing(review))
        case (.reviewLoaded(let payment), .checkingReview(var review)):
            guard payment.status == "CREATED" else { return startOver() }
            review.payment = payment
            return show(session, .reviewing(review))
        case (.chooseFunding(let id), .reviewing(var review)):
            review.fundingSourceId = id
            review.error = nil
            return show(session, .reviewing(review))
        case (.chooseAddress(let id), .reviewing(var review)):
            review.addressId = id
            guard order?.adjustsAmountsForAddress == true, let address = session.buyer.addresses.first(where: { $0.id == id }) else {
                return show(session, .reviewing(review))
            }
            return adjustAmounts(session, for: address, choices(keeping: review))
        case (.chooseFeesPayer(let payer), .reviewing(let review)) where offersFeesPayerChoice && order?.feesPayer != payer:
            var choices = choices(keeping: review)
            choices.feesPayer = payer
            if case .payment(let order) = purchase { purchase = .payment(order.paidWith(choices)) }
            return createPayment(session, choices)
        case (.pay, .reviewing(let review)):
            return approve(session, review)
        case (.refused(let error), .paying(var review)) where Self.recoverableFunding.contains(error.code):
            review.error = .refused(error)
            return show(session, .reviewing(review))
        case (.refused(let error), .paying(let review)) where error.mayHaveHappened:
            state = .loggedIn(session, .checkingPayment(review, after: error))
            return [.call(.loadReview(payKey: review.payment.payKey, session: token))]
        case (.reviewLoaded(let payment), .checkingPayment(var review, let error)):
            guard payment.status == "CREATED" else { return paid(session, payment) }
            review.payment = payment
            review.error = .notPaid(error)
            return show(session, .reviewing(review))
        case (.refused(let error), .checkingPayment(var review, _)):
            // Whether it was paid is unknown; paying again is safe, as PayPal refuses a pay key paid already.
            review.error = .refused(error)
            return show(session, .reviewing(review))
        case (.paid(let payment), .paying):
            return paid(session, payment)
        case (.createPIN(let pin, let confirmation, let phone), .offeringPIN(let paid, _)):
            return createPIN(session, pin, confirmation: confirmation, phone: phone, after: paid)
        case (.pinCreated, .creatingPIN(let paid)):
            return succeed(session, .pinCreated, paid)
        case (.refused(let error), .creatingPIN(let paid)):
            return show(session, .offeringPIN(paid, .refused(error)))
        case (.skipPIN, .offeringPIN(let paid, _)), (.cancel, .offeringPIN(let paid, _)):
            return succeed(session, .paid, paid)

        // The preapproval: terms, code, agreement.
        case (.termsLoaded(let terms), .loadingTerms):
            let agreement = Agreement(terms: terms, fundingSourceId: session.buyer.fundingSources.first?.id)
            return show(session, terms.pinRequired ? .creatingCode(agreement, nil) : .agreeing(agreement, code: nil))
        case (.termsLoaded(let terms), .checkingTerms(let agreement, let code)):
            guard terms.status == "ACTIVE", !terms.approved else { return startOver() }
            let codeForgotten = agreement.terms.pinRequired && code?.secret == nil
            return show(session, codeForgotten ? .creatingCode(agreement, nil) : .agreeing(agreement, code: code))
        case (.createCode(let code, let confirmation), .creatingCode(let agreement, _)):
            guard Self.isPIN(code) else { return show(session, .creatingCode(agreement, .invalidPIN)) }
            guard code == confirmation else { return show(session, .creatingCode(agreement, .codesDiffer)) }
            return show(session, .agreeing(agreement, code: UnkeptSecret(code)))
        case (.chooseFunding(let id), .agreeing(var agreement, let code)):
            agreement.fundingSourceId = id
            return show(session, .agreeing(agreement, code: code))
        case (.agree, .agreeing(let agreement, let code)):
            state = .loggedIn(session, .submittingAgreement(agreement, code: code))
            return [.call(.agree(
                preapprovalKey: preapprovalKey, fundingSourceId: agreement.fundingSourceId, pin: code?.secret, session: token))]
        case (.agreed, .submittingAgreement):
            payKey = preapprovalKey
            return succeed(session, .agreed, Paid(payKey: preapprovalKey, status: "COMPLETED"))

        // Leaving and coming back (payPalContext).
        case (.resume, .reviewing(let review)):
            state = .loggedIn(session, .checkingReview(review))
            return [.call(.loadReview(payKey: review.payment.payKey, session: token))]
        case (.resume, .creatingCode(let agreement, _)), (.resume, .agreeing(let agreement, _)):
            let code: UnkeptSecret? = if case .agreeing(_, let code) = stage { code } else { nil }
            state = .loggedIn(session, .checkingTerms(agreement, code: code))
            return [.call(.loadTerms(preapprovalKey: preapprovalKey, session: token))]
        case (.refused, .checkingReview), (.refused, .checkingTerms):
            return startOver()

        // A call that moves no money, stopped short: again, or cancel.
        case (.refused(let error), _) where error.mayHaveHappened && stage.canBeRepeated:
            state = .loggedIn(session, .interrupted(stage, error))
            return []
        case (.retry, .interrupted(let stopped, _)):
            return repeatCall(of: stopped, session)

        // A session that ended is logged in to again, as its refusal says; the checkout goes on from there.
        case (.refused(let error), _) where error.endedTheSession && stage.isCallUnderWay:
            state = .login(.refused(error))
            return []

        // The end.
        case (.refused(let error), _) where stage.isCallUnderWay:
            return fail(session, error)
        case (.cancel, _) where stage.canBeCancelled:
            return cancel()
        case (.finish, .receipt), (.finish, .failure), (.cancel, .receipt), (.cancel, .failure):
            state = .closed
            return [.callback(.merchant(.paymentLibraryExit))]
        default:
            return []
        }
    }

    // MARK: Rules

    /// How long the receipt shows before the library returns to the merchant.
    public static let receiptPause: Duration = .seconds(2)

    /// Refusals that let the buyer choose another way to pay; any other is fatal.
    private static let recoverableFunding: Set<String> = ["INSTRUMENT_DECLINED", "INSUFFICIENT_FUNDS"]

    static func isPIN(_ secret: Secret) -> Bool {
        (4...8).contains(secret.count) && secret.isDigits
    }

    var preapprovalKey: String {
        if case .preapproval(let key, _) = requested { return key }
        return payKey ?? ""
    }

    /// The buyer's choices on the review, kept for the new pay key of other amounts or another fee payer.
    private func choices(keeping review: Review) -> Choices {
        Choices(fundingSourceId: review.fundingSourceId, addressId: review.addressId, feesPayer: order?.feesPayer)
    }

    /// The funding source chosen before if the payment still offers it; else the balance when it covers the
    /// payment, else the first bank or card.
    private func fundingSource(_ chosen: String?, for payment: PaymentReview, of session: BuyerSession) -> String {
        let options = payment.fundingOptions ?? []
        if let chosen, options.contains(where: { $0.fundingSourceId == chosen }) { return chosen }
        let balance = session.buyer.balances.first { $0.currencyCode == payment.amount.currencyCode }
        if let option = options.first(where: { $0.type == "BALANCE" }), let balance,
           let available = try? Money.parse(balance.value, currency: Currency(code: balance.currencyCode) ?? .usd),
           let needed = try? Money.parse(option.total.value, currency: available.currency), available >= needed {
            return option.fundingSourceId
        }
        return options.first { $0.type != "BALANCE" }?.fundingSourceId ?? options.first?.fundingSourceId ?? ""
    }
}

extension MPLFlow.Stage {
    /// True while a call or the merchant's callback is under way, whose refusal ends the checkout.
    var isCallUnderWay: Bool {
        switch self {
        case .adjustingAmounts, .creatingPayment, .loadingReview, .checkingReview, .paying, .checkingPayment, .creatingPIN, .loadingTerms,
             .submittingAgreement, .checkingTerms: true
        case .reviewing, .offeringPIN, .creatingCode, .agreeing, .receipt, .failure, .interrupted: false
        }
    }

    /// True for the stages whose call moves no money, so it may be made again when it got no answer.
    var canBeRepeated: Bool {
        switch self {
        case .creatingPayment, .loadingReview, .loadingTerms: true
        default: false
        }
    }

    /// True where Esc cancels the checkout: before anything is paid or agreed.
    var canBeCancelled: Bool {
        switch self {
        case .offeringPIN, .creatingPIN, .receipt, .failure, .paying, .checkingPayment, .submittingAgreement: false
        default: true
        }
    }
}

extension CheckoutOrder {
    /// The order with the buyer's choice of fee payer, if they made one.
    func paidWith(_ choices: MPLFlow.Choices) -> CheckoutOrder {
        var order = self
        if let payer = choices.feesPayer { order.feesPayer = payer }
        return order
    }
}
