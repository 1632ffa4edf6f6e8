import PayPalAPI

/// The library's checkout, from the login screen to the receipt: a value that turns events into a new
/// screen and effects (calls to PayPal, callbacks to the merchant). It does no I/O itself.
public struct CheckoutFlow: Codable, Sendable, Equatable {
    /// The call an effect made, to know what a refusal means.
    private enum Call: Codable, Sendable, Equatable { case login, checkReview, checkTerms, adjustAmounts, createPayment, loadReview, approve, createPIN, loadTerms, agree }

    /// What is bought; a payment's amounts change when the merchant adjusts them for the ship-to address.
    public private(set) var purchase: Purchase
    public private(set) var screen: Screen = .login(error: nil)
    public private(set) var session: BuyerSession?
    public private(set) var payKey: String?
    private var payNow = false
    private var awaiting: Call?
    private var lastReview: Review?
    private var paidStatus = "COMPLETED"
    private var preapprovalCode: String?
    private var pendingAgreement: Agreement?
    /// The order as the merchant made it: the adjust-amounts callback is always asked about these amounts, so an
    /// answer for one address never feeds the next.
    public private(set) var merchantOrder: CheckoutOrder?
    /// The buyer's choices on the review screen, kept while a new pay key is made for adjusted amounts.
    private var chosenFundingId: String?
    private var chosenAddressId: String?
    /// The screen a resumed checkout returns to once PayPal confirms it still holds the payment or preapproval.
    private var resumeScreen: Screen?

    /// Everything but the preapproval code the buyer created, which a kept checkout does not carry: a resumed
    /// one asks for it again.
    private enum CodingKeys: String, CodingKey {
        case purchase, screen, session, payKey, payNow, awaiting, lastReview, paidStatus, pendingAgreement, merchantOrder
        case chosenFundingId, chosenAddressId, resumeScreen
    }

    public init(order: CheckoutOrder) {
        purchase = .payment(order)
        merchantOrder = order
    }

    public init(preapprovalKey: String, merchantName: String) {
        purchase = .preapproval(key: preapprovalKey, merchantName: merchantName)
    }

    public var isClosed: Bool { screen == .closed }

    /// True while a call or the merchant's callback is under way.
    public var isWorking: Bool {
        if case .working = screen { return true }
        return false
    }

    /// True on the screens the buyer may leave and come back to (payPalContext): those that wait for them before
    /// anything is paid or agreed.
    public var canBeResumed: Bool {
        switch screen {
        case .login, .review, .createCode, .agreement: true
        default: false
        }
    }

    /// The order of a payment checkout; nil for a preapproval.
    public var order: CheckoutOrder? {
        if case .payment(let order) = purchase { return order }
        return nil
    }

    public var merchantName: String {
        switch purchase {
        case .payment(let order): order.merchantName
        case .preapproval(_, let merchantName): merchantName
        }
    }

    public var shippingEnabled: Bool { order?.shippingEnabled ?? true }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, screen) {
        case (.resume, _):
            return resume()
        case (.reviewLoaded(let payment), _) where awaiting == .checkReview:
            return resumed(payment)
        case (.termsLoaded(let terms), _) where awaiting == .checkTerms:
            return resumed(terms)
        case (.refused, _) where awaiting == .checkReview || awaiting == .checkTerms:
            return startOver()
        case (.logIn(let method, let payNow), .login):
            self.payNow = payNow
            return call(.login, .loggingIn, .logIn(method))
        case (.loggedIn(let session), _) where awaiting == .login:
            self.session = session
            switch purchase {
            case .payment(let order):
                if order.adjustsAmountsForAddress, let address = session.buyer.addresses.first { return adjustAmounts(for: address) }
                return createPayment()
            case .preapproval(let key, _):
                return call(.loadTerms, .loadingAgreement, .loadTerms(preapprovalKey: key, session: session.sessionToken))
            }
        case (.termsLoaded(let terms), _) where awaiting == .loadTerms:
            awaiting = nil
            let agreement = Agreement(terms: terms, fundingSourceId: session?.buyer.fundingSources.first?.id)
            pendingAgreement = agreement
            return show(terms.pinRequired ? .createCode(error: nil) : .agreement(agreement))
        case (.createCode(let code), .createCode):
            guard Self.isPIN(code), let agreement = pendingAgreement else { return show(.createCode(error: .invalidPIN)) }
            preapprovalCode = code
            return show(.agreement(agreement))
        case (.chooseFunding(let id), .agreement(var agreement)):
            agreement.fundingSourceId = id
            return show(.agreement(agreement))
        case (.agree, .agreement(let agreement)):
            return call(.agree, .agreeing, .agree(
                preapprovalKey: preapprovalKey, fundingSourceId: agreement.fundingSourceId, pin: preapprovalCode, session: token))
        case (.agreed, _) where awaiting == .agree:
            awaiting = nil
            payKey = preapprovalKey
            return succeed(.agreed)
        case (.amountsAdjusted(let amounts), _) where awaiting == .adjustAmounts:
            if let merchantOrder { purchase = .payment(merchantOrder.applying(amounts)) }
            return createPayment()
        case (.amountsRefused(let error), _) where awaiting == .adjustAmounts:
            return refused(PayPalAPIError(code: error.rawValue, message: error.message, correlationId: "", httpStatus: 0))
        case (.paymentCreated(let payKey), _) where awaiting == .createPayment:
            self.payKey = payKey
            return call(.loadReview, .preparingPayment, .loadReview(payKey: payKey, session: token))
        case (.reviewLoaded(let payment), _) where awaiting == .loadReview:
            awaiting = nil
            let kept = chosenFundingId.flatMap { id in payment.fundingOptions?.first { $0.fundingSourceId == id }?.fundingSourceId }
            let review = Review(payment: payment, fundingSourceId: kept ?? defaultFunding(for: payment), addressId: chosenAddressId ?? defaultAddress)
            lastReview = review
            return payNow ? approve(review) : show(.review(review))
        case (.chooseFunding(let id), .review(var review)):
            review.fundingSourceId = id
            review.error = nil
            return show(.review(review))
        case (.chooseAddress(let id), .review(var review)):
            review.addressId = id
            guard order?.adjustsAmountsForAddress == true, let address = session?.buyer.addresses.first(where: { $0.id == id }) else {
                return show(.review(review))
            }
            chosenFundingId = review.fundingSourceId
            chosenAddressId = id
            return adjustAmounts(for: address)
        case (.pay, .review(let review)):
            return approve(review)
        case (.paid(let payment), _) where awaiting == .approve:
            awaiting = nil
            paidStatus = payment.status
            if let buyer = session?.buyer, !buyer.hasPin, buyer.phone != nil { return show(.createPIN(error: nil)) }
            return succeed(.paid)
        case (.createPIN(let pin), .createPIN):
            guard Self.isPIN(pin) else { return show(.createPIN(error: .invalidPIN)) }
            return call(.createPIN, .creatingPIN, .createPIN(pin, session: token))
        case (.pinCreated, _) where awaiting == .createPIN:
            awaiting = nil
            return succeed(.pinCreated)
        case (.skipPIN, .createPIN):
            return succeed(.paid)
        case (.refused(let error), _) where awaiting != nil:
            return refused(error)
        case (.cancel, .login), (.cancel, .review), (.cancel, .working), (.cancel, .createCode), (.cancel, .agreement):
            awaiting = nil
            screen = .closed
            return [.callback(.paymentCanceled), .callback(.paymentLibraryExit)]
        case (.cancel, .createPIN):
            return handle(.skipPIN)
        case (.finish, .receipt), (.finish, .failure), (.cancel, .receipt), (.cancel, .failure):
            screen = .closed
            return [.callback(.paymentLibraryExit)]
        default:
            return []
        }
    }

    // MARK: Steps

    private var token: String { session?.sessionToken ?? "" }

    private var preapprovalKey: String {
        if case .preapproval(let key, _) = purchase { return key }
        return ""
    }

    private static func isPIN(_ text: String) -> Bool {
        (4...8).contains(text.count) && text.allSatisfy(\.isASCIIDigit)
    }

    private mutating func call(_ call: Call, _ activity: Activity, _ effect: Effect) -> [Effect] {
        awaiting = call
        screen = .working(activity)
        return [effect]
    }

    private mutating func adjustAmounts(for address: AddressSummary) -> [Effect] {
        guard let merchantOrder else { return [] }
        return call(.adjustAmounts, .updatingAmounts, .adjustAmounts(merchantOrder.adjustableAmounts, address: address))
    }

    /// The library's Pay for the order as it stands. Adaptive Payments cannot change a pay key's receiver amounts
    /// once made (SetPaymentOptions sets only invoice and display details), so adjusted amounts get a new pay key;
    /// the old one expires unused.
    private mutating func createPayment() -> [Effect] {
        guard let order else { return [] }
        return call(.createPayment, .preparingPayment, .createPayment(order, session: token))
    }

    private mutating func show(_ screen: Screen) -> [Effect] {
        self.screen = screen
        if case .review(let review) = screen { lastReview = review }
        return []
    }

    private mutating func approve(_ review: Review) -> [Effect] {
        lastReview = review
        return call(.approve, .paying, .approve(
            payKey: review.payment.payKey, fundingSourceId: review.fundingSourceId,
            addressId: shippingEnabled ? review.addressId : nil, session: token))
    }

    private mutating func succeed(_ receipt: Receipt) -> [Effect] {
        screen = .receipt(receipt)
        return [.callback(.paymentSuccess(key: payKey ?? "", status: paidStatus)), .finishAfterPause]
    }

    /// A refused login or a declined funding source lets the buyer try again; anything else is fatal.
    private mutating func refused(_ error: PayPalAPIError) -> [Effect] {
        let call = awaiting
        awaiting = nil
        switch call {
        case .login:
            return show(.login(error: .server(error.message)))
        case .approve where Self.recoverableFunding.contains(error.code):
            payNow = false
            guard var review = lastReview else { break }
            review.error = .server(error.message)
            return show(.review(review))
        case .createPIN:
            return show(.createPIN(error: .server(error.message)))
        default:
            break
        }
        screen = .failure(error)
        return [.callback(.paymentFailed(correlationId: error.correlationId, code: error.code, message: error.message))]
    }

    // MARK: Resuming (payPalContext)

    private mutating func resume() -> [Effect] {
        switch screen {
        case .review(let review):
            resumeScreen = screen
            return call(.checkReview, .resuming, .loadReview(payKey: review.payment.payKey, session: token))
        case .createCode, .agreement:
            let codeForgotten = pendingAgreement?.terms.pinRequired == true && preapprovalCode == nil
            resumeScreen = codeForgotten ? .createCode(error: nil) : screen
            return call(.checkTerms, .resuming, .loadTerms(preapprovalKey: preapprovalKey, session: token))
        default:
            return []   // the login screen: nothing at PayPal yet
        }
    }

    private mutating func resumed(_ payment: PaymentReview) -> [Effect] {
        awaiting = nil
        guard payment.status == "CREATED", case .review(var review)? = resumeScreen else { return startOver() }
        review.payment = payment
        return show(.review(review))
    }

    private mutating func resumed(_ terms: PreapprovalTerms) -> [Effect] {
        awaiting = nil
        guard terms.status == "ACTIVE", !terms.approved, let resumeScreen else { return startOver() }
        return show(resumeScreen)
    }

    /// The pay key expired or was paid, or the session ended: back to the login screen with what the merchant asked for.
    private mutating func startOver() -> [Effect] {
        var fresh = switch purchase {
        case .payment(let current): CheckoutFlow(order: merchantOrder ?? current)
        case .preapproval(let key, let merchantName): CheckoutFlow(preapprovalKey: key, merchantName: merchantName)
        }
        fresh.screen = .login(error: .checkoutExpired)
        self = fresh
        return []
    }

    private static let recoverableFunding: Set<String> = ["INSTRUMENT_DECLINED", "INSUFFICIENT_FUNDS"]

    /// The balance when it covers the payment, else the first bank or card.
    private func defaultFunding(for payment: PaymentReview) -> String {
        let options = payment.fundingOptions ?? []
        let balance = session?.buyer.balances.first { $0.currencyCode == payment.amount.currencyCode }
        if let option = options.first(where: { $0.type == "BALANCE" }), let balance,
           let available = try? Money.parse(balance.value, currency: Currency(code: balance.currencyCode) ?? .usd),
           let needed = try? Money.parse(option.total.value, currency: available.currency), available >= needed {
            return option.fundingSourceId
        }
        return options.first { $0.type != "BALANCE" }?.fundingSourceId ?? options.first?.fundingSourceId ?? ""
    }

    private var defaultAddress: String? {
        shippingEnabled ? session?.buyer.addresses.first?.id : nil
    }
}
