import Foundation
import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// The confirm payment flow as a pure machine: every callback path of the seed's six steps, validation, the
/// merchant's inventory check and the capture's refusals, without I/O.
@Suite struct ConfirmPaymentMachineTests {
    static let alex = LoginMethod.password(email: "alex@personal.example.com", password: "pass1234")
    static let session = MPLFlowMachineTests.session

    /// An answer as the backend would give it, read the way the client reads answers.
    static func decode<T: Decodable>(_ json: String) -> T {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try! decoder.decode(T.self, from: Data(json.utf8))
    }

    static func order(_ status: String, authorization: String = "", capture: String = "") -> OrdersClient.Order {
        decode("""
            {"id": "5O190127TN364715T", "status": "\(status)", "intent": "AUTHORIZE",
             "payer": {"payer_id": "BUYERALEX2345"},
             "purchase_units": [{"amount": {"currency_code": "USD", "value": "25.00"},
               "shipping": {"address": {"address_line_1": "1 A St", "admin_area_2": "Toronto", "country_code": "CA"}},
               "payments": {"authorizations": [\(authorization)], "captures": [\(capture)]}}]}
            """)
    }

    static let authorization = #"{"id": "0VF52814937998046", "status": "CREATED", "amount": {"currency_code": "USD", "value": "25.00"}, "create_time": "2026-11-23T10:00:00Z", "expiration_time": "2026-12-22T10:00:00Z"}"#
    /// PayPal's time at the authorization, then a minute later, a day before it expires, and the day after.
    static let authorizedAt = Date(timeIntervalSince1970: 1_795_428_000)
    static let aMinuteLater = authorizedAt.addingTimeInterval(60)
    static let aDayBeforeExpiry = authorizedAt.addingTimeInterval(28 * 86_400)
    static let aDayAfterExpiry = authorizedAt.addingTimeInterval(30 * 86_400)
    static let completed = #"{"id": "3C679366HH908993F", "status": "COMPLETED", "amount": {"currency_code": "USD", "value": "25.00"}}"#

    static func refusal(_ issue: String, name: String = "UNPROCESSABLE_ENTITY") -> PayPalAPIError {
        .refused(.init(issue: issue, message: "\(issue) message", debugId: "f00dfeed", httpStatus: 422, name: name))
    }

    /// A checkout at PayPal's approval screen.
    static func atApproval(_ configuration: ButtonConfiguration = .confirmPayment(amount: "25.00")) -> ConfirmPaymentFlow {
        var flow = ConfirmPaymentFlow(configuration: configuration)
        _ = flow.handle(.submit)
        _ = flow.handle(.orderCreated(order("CREATED")))
        _ = flow.handle(.logIn(alex))
        _ = flow.handle(.loggedIn(session))
        _ = flow.handle(.orderLoaded(order("CREATED")))
        return flow
    }

    /// A checkout on the merchant's confirmation screen.
    static func atConfirmation() -> ConfirmPaymentFlow {
        var flow = atApproval()
        _ = flow.handle(.approve)
        _ = flow.handle(.approved(order("APPROVED")))
        _ = flow.handle(.authorized(order("COMPLETED", authorization: authorization)))
        return flow
    }

    @Test func theHappyPathAuthorizesConfirmsAndCaptures() throws {
        var flow = ConfirmPaymentFlow(configuration: .confirmPayment(amount: "25.00"))
        let create = flow.handle(.submit)
        guard case .call(.createOrder(let request)) = create.first else { throw Failure("no order: \(create)") }
        #expect(request.intent == .authorize)
        #expect(request.purchaseUnits.first?.amount?.value == "25.00")
        #expect(request.purchaseUnits.first?.payee?.emailAddress == DemoStore.merchantEmail)
        #expect(flow.handle(.orderCreated(Self.order("CREATED"))).isEmpty)
        #expect(flow.showsSheet)
        #expect(flow.handle(.logIn(Self.alex)) == [.call(.logIn(Self.alex))])
        #expect(flow.handle(.loggedIn(Self.session)) == [.call(.loadOrder(id: "5O190127TN364715T", session: "BS-1"))])
        #expect(flow.handle(.orderLoaded(Self.order("CREATED"))).isEmpty)
        #expect(flow.handle(.chooseFunding("FS-V")).isEmpty)
        #expect(flow.handle(.approve) == [.call(.approve(orderId: "5O190127TN364715T", fundingSourceId: "FS-V", addressId: "AD-1", session: "BS-1"))])
        let approved = ConfirmPaymentFlow.ApprovalData(orderID: "5O190127TN364715T", payerID: "BUYERALEX2345")
        #expect(flow.handle(.approved(Self.order("APPROVED"))) == [.callback(.onApprove(approved)), .call(.authorize(orderId: "5O190127TN364715T"))])
        #expect(!flow.showsSheet, "the buyer is back at the merchant")
        #expect(flow.handle(.authorized(Self.order("COMPLETED", authorization: Self.authorization))).isEmpty)
        guard case .confirming(let confirmation) = flow.state else { throw Failure("no confirmation: \(flow.state)") }
        #expect(confirmation.shipTo?.countryCode == "CA")
        #expect(confirmation.finalCalculation == FinalCalculation(
            subtotal: Money(minorUnits: 2_500, currency: .usd), shippingCost: Money(minorUnits: 1_000, currency: .usd), tax: Money(minorUnits: 206, currency: .usd)))
        #expect(confirmation.total.text == "37.06", "an address abroad adds its shipping, and the items their tax")
        #expect(confirmation.paypalTime == Self.authorizedAt)
        #expect(confirmation.stock == OrderStock(), "nothing is reserved at authorization")
        #expect(flow.handle(.confirm) == [.call(.readClock)], "the items are reserved first")
        #expect(flow.handle(.clockRead(Self.aMinuteLater)) == [.call(.captureAuthorization(id: "0VF52814937998046", amount: confirmation.total))])
        #expect(flow.confirmation?.stock.reservedUntil == Self.aMinuteLater.addingTimeInterval(3_600), "for an hour on PayPal's clock")
        #expect(flow.handle(.captured(Self.decode(Self.completed))).isEmpty)
        #expect(flow.state == .finished(.captured(captureId: "3C679366HH908993F", status: "COMPLETED", amount: Money(minorUnits: 2_500, currency: .usd))))
        _ = flow.handle(.finish)
        #expect(flow.isClosed)
    }

    @Test func invalidConfigurationGivesOneValidationErrorWithEveryDetailAndNoOrder() throws {
        var configuration = ButtonConfiguration.confirmPayment(amount: "0.00", currency: "XYZ")
        configuration.amount = "-5"
        configuration.currency = "USD"
        configuration.payeeEmailAddress = "merchant@"
        var flow = ConfirmPaymentFlow(configuration: configuration)
        let effects = flow.handle(.submit)
        guard case .callback(.onError(let error)) = effects.first, effects.count == 1 else { throw Failure("\(effects)") }
        #expect(error.name == "VALIDATION_ERROR")
        #expect(error.details.map(\.issue) == ["CANNOT_BE_ZERO_OR_NEGATIVE", "INVALID_PARAMETER_SYNTAX"])

        for (amount, currency, issue) in [("25.001", "USD", "INVALID_PARAMETER_SYNTAX"), ("25", "ZZZ", "INVALID_CURRENCY_CODE"), ("abc", "USD", "INVALID_PARAMETER_SYNTAX")] {
            var flow = ConfirmPaymentFlow(configuration: .confirmPayment(amount: amount, currency: currency))
            guard case .callback(.onError(let error)) = flow.handle(.submit).first else { throw Failure("\(amount) \(currency) passed") }
            #expect(error.details.map(\.issue) == [issue], "\(amount) \(currency)")
        }
    }

    @Test func cancellingAtAnyStepOfTheSheetCallsOnCancel() {
        var creatingOrder = ConfirmPaymentFlow(configuration: .confirmPayment(amount: "25.00"))
        _ = creatingOrder.handle(.submit)
        var atLogin = creatingOrder
        _ = atLogin.handle(.orderCreated(Self.order("CREATED")))
        var loggingIn = atLogin
        _ = loggingIn.handle(.logIn(Self.alex))
        for var flow in [creatingOrder, atLogin, loggingIn, Self.atApproval()] {
            #expect(flow.handle(.cancel) == [.callback(.onCancel)], "\(flow.state)")
            #expect(flow.state == .finished(.canceled))
            #expect(flow.handle(.loggedIn(Self.session)).isEmpty, "a late answer starts nothing")
        }
    }

    @Test func refusalsBeforeApprovalCallOnErrorWithTheSeedsNames() throws {
        for (issue, name, expected) in [
            ("INSTRUMENT_DECLINED", "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED"),
            ("PAYER_ACTION_REQUIRED", "UNPROCESSABLE_ENTITY", "PAYER_ACTION_REQUIRED"),
            ("ORDER_EXPIRED", "UNPROCESSABLE_ENTITY", "UNPROCESSABLE_ENTITY"),
        ] {
            var flow = Self.atApproval()
            _ = flow.handle(.approve)
            let effects = flow.handle(.refused(Self.refusal(issue, name: name)))
            guard case .callback(.onError(let error)) = effects.first else { throw Failure("\(issue): \(effects)") }
            #expect(error.name == expected)
            #expect(error.details == [.init(issue: issue, description: "\(issue) message")])
            #expect(error.debugId == "f00dfeed")
        }
        var creating = ConfirmPaymentFlow(configuration: .confirmPayment(amount: "25.00"))
        _ = creating.handle(.submit)
        guard case .callback(.onError(let error)) = creating.handle(.refused(.unreachable(url: "http://127.0.0.1:1", underlying: "refused"))).first
        else { throw Failure("order creation failed silently") }
        #expect(error.name == "NETWORK_ERROR")
    }

    @Test func aWrongPasswordStaysOnTheLoginAndTooLittleBalanceStaysOnTheApproval() throws {
        var flow = ConfirmPaymentFlow(configuration: .confirmPayment(amount: "25.00"))
        _ = flow.handle(.submit)
        _ = flow.handle(.orderCreated(Self.order("CREATED")))
        _ = flow.handle(.logIn(Self.alex))
        _ = flow.handle(.refused(Self.refusal("INVALID_CREDENTIALS")))
        guard case .login(_, .refused?) = flow.state else { throw Failure("\(flow.state)") }

        var approval = Self.atApproval()
        _ = approval.handle(.approve)
        #expect(approval.handle(.refused(Self.refusal("INSUFFICIENT_FUNDS"))).isEmpty)
        guard case .approving(_, let screen) = approval.state else { throw Failure("\(approval.state)") }
        #expect(screen.notice == .refused(Self.refusal("INSUFFICIENT_FUNDS")))
        _ = approval.handle(.chooseFunding("FS-V"))
        guard case .approving(_, let chosen) = approval.state else { throw Failure("\(approval.state)") }
        #expect(chosen.notice == nil)
    }

    @Test func anEndedSessionSendsTheBuyerBackToTheLogInAndTheApprovalGoesOn() throws {
        var flow = Self.atApproval()
        _ = flow.handle(.approve)
        let ended = Self.refusal("INVALID_SESSION").withStatus(401)
        #expect(flow.handle(.refused(ended)).isEmpty, "no onError: the buyer logs in again")
        guard case .login(let orderId, .refused(ended)?) = flow.state else { throw Failure("\(flow.state)") }
        #expect(orderId == Self.order("CREATED").id)
        #expect(flow.handle(.logIn(Self.alex)).count == 1)
        _ = flow.handle(.loggedIn(Self.session))
        _ = flow.handle(.orderLoaded(Self.order("CREATED")))
        guard case .approving = flow.state else { throw Failure("\(flow.state)") }
    }

    @Test func payNowCapturesTheOrderInOnApprove() {
        var flow = Self.atApproval(.payNow(amount: "25.00"))
        _ = flow.handle(.approve)
        let effects = flow.handle(.approved(Self.order("APPROVED")))
        #expect(effects.last == .call(.captureOrder(orderId: "5O190127TN364715T")))
        _ = flow.handle(.orderCaptured(Self.order("COMPLETED", capture: Self.completed)))
        #expect(flow.state == .finished(.captured(captureId: "3C679366HH908993F", status: "COMPLETED", amount: Money(minorUnits: 2_500, currency: .usd))))

        var declined = Self.atApproval(.payNow(amount: "25.00"))
        _ = declined.handle(.approve)
        _ = declined.handle(.approved(Self.order("APPROVED")))
        _ = declined.handle(.refused(Self.refusal("INSTRUMENT_DECLINED")))
        #expect(declined.state == .finished(.captureFailed(Self.refusal("INSTRUMENT_DECLINED"))))
    }

    /// The seed's validateInventoryForCapture: items the store ran out of before they were reserved are not
    /// available, and nothing is captured; the authorization stays held, and the shopper reviews the order.
    @Test func itemsThatRanOutBeforeTheyWereReservedAreNotCapturedAndTheAuthorizationStaysHeld() throws {
        var flow = Self.atConfirmation()
        #expect(flow.handle(.toggleStock).isEmpty)
        #expect(flow.confirmation?.stock.inStock == false)
        _ = flow.handle(.confirm)
        #expect(flow.isWorking)
        #expect(flow.handle(.clockRead(Self.aMinuteLater)).isEmpty, "no capture, no void")
        guard case .confirming(let confirmation) = flow.state else { throw Failure("\(flow.state)") }
        #expect(confirmation.notice == .itemsUnavailable)
        _ = flow.handle(.toggleStock)
        #expect(flow.confirmation?.notice == nil, "the items are back")
        _ = flow.handle(.confirm)
        guard case .call(.captureAuthorization)? = flow.handle(.clockRead(Self.aMinuteLater)).first else { throw Failure("\(flow.state)") }
    }

    /// Items reserved by an earlier try are the order's for the hour, even once the store ran out; after it they
    /// are not.
    @Test func itemsReservedByAnEarlierTryAreTheOrdersForTheHour() throws {
        var flow = Self.atConfirmation()
        _ = flow.handle(.toggleExpressShipping)
        _ = flow.handle(.confirm)
        _ = flow.handle(.clockRead(Self.aMinuteLater))
        _ = flow.handle(.refused(Self.refusal("MAX_CAPTURE_AMOUNT_EXCEEDED")))
        _ = flow.handle(.toggleExpressShipping)
        _ = flow.handle(.toggleStock)
        var withinTheHour = flow
        _ = withinTheHour.handle(.confirm)
        guard case .call(.captureAuthorization)? = withinTheHour.handle(.clockRead(Self.aMinuteLater.addingTimeInterval(3_000))).first else {
            throw Failure("\(withinTheHour.state)")
        }
        _ = flow.handle(.confirm)
        #expect(flow.handle(.clockRead(Self.aMinuteLater.addingTimeInterval(3_600))).isEmpty)
        #expect(flow.confirmation?.notice == .itemsUnavailable)
    }

    /// Items that ran out once the authorization expired: nothing can be paid, so the shopper restarts payment.
    @Test func itemsThatRanOutAfterTheAuthorizationExpiredEndInAuthorisationExpired() {
        var flow = Self.atConfirmation()
        _ = flow.handle(.toggleStock)
        _ = flow.handle(.confirm)
        #expect(flow.handle(.clockRead(Self.aDayAfterExpiry)).isEmpty, "no capture, no void")
        #expect(flow.state == .finished(.authorizationExpired))

        var notYet = Self.atConfirmation()
        _ = notYet.handle(.toggleStock)
        _ = notYet.handle(.confirm)
        _ = notYet.handle(.clockRead(Self.aDayBeforeExpiry))
        #expect(notYet.confirmation?.notice == .itemsUnavailable)
        #expect(notYet.confirmation?.hasExpired == false)
    }

    @Test func aClockThatCannotBeReadReservesNothingAndCapturesNothing() {
        var flow = Self.atConfirmation()
        _ = flow.handle(.confirm)
        let down = PayPalAPIError.unreachable(url: "http://127.0.0.1:1", underlying: "refused")
        #expect(flow.handle(.refused(down)).isEmpty)
        #expect(flow.confirmation?.notice == .itemsNotReserved(down))
        #expect(flow.confirmation?.stock.reservedUntil == nil)
    }

    @Test func theCapturesRefusalsEachSayWhatToDo() throws {
        var expired = Self.atConfirmation()
        _ = expired.handle(.confirm)
        _ = expired.handle(.clockRead(Self.aDayAfterExpiry))
        _ = expired.handle(.refused(Self.refusal("AUTHORIZATION_EXPIRED")))
        #expect(expired.state == .finished(.authorizationExpired))

        var over = Self.atConfirmation()
        _ = over.handle(.toggleExpressShipping)
        guard case .confirming(let confirmation) = over.state else { throw Failure("\(over.state)") }
        #expect(confirmation.total.text == "52.06")
        over.confirmWithTheItemsReserved()
        _ = over.handle(.refused(Self.refusal("MAX_CAPTURE_AMOUNT_EXCEEDED")))
        guard case .confirming(let refused) = over.state else { throw Failure("\(over.state)") }
        #expect(refused.notice == .refused(Self.refusal("MAX_CAPTURE_AMOUNT_EXCEEDED")), "the shopper can take the extra off")
        _ = over.handle(.toggleExpressShipping)
        _ = over.handle(.toggleDiscount)
        guard case .confirming(let discounted) = over.state else { throw Failure("\(over.state)") }
        #expect(discounted.notice == nil)
        #expect(discounted.total.text == "34.36", "22.50 of items, 10.00 shipping and 1.86 tax")

        var failed = Self.atConfirmation()
        failed.confirmWithTheItemsReserved()
        _ = failed.handle(.refused(Self.refusal("INTERNAL_SERVER_ERROR", name: "INTERNAL_SERVER_ERROR")))
        #expect(failed.state == .finished(.captureFailed(Self.refusal("INTERNAL_SERVER_ERROR", name: "INTERNAL_SERVER_ERROR"))))
    }

    @Test func theFlowKeepsAsJSON() throws {
        let flow = Self.atConfirmation()
        let kept = try JSONDecoder().decode(ConfirmPaymentFlow.self, from: try JSONEncoder().encode(flow))
        #expect(kept == flow)
    }
}
