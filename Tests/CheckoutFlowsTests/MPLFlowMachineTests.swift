import Foundation
import PayPalAPI
import Testing
@testable import CheckoutFlows

/// The MPL checkout as a pure machine: events in, state and effects out, no I/O. What happens when the buyer
/// cancels with a call in flight, when its answer comes late, and on every kind of refusal.
@Suite struct MPLFlowMachineTests {
    static let order = DemoStore.order(for: .goodsWithShipping, quantities: [1, 2, 0])
    static let alex = LoginMethod.password(email: "alex@personal.example.com", password: "pass1234")

    static var session: BuyerSession {
        BuyerSession(sessionToken: "BS-1", expiresAt: "2026-11-22T20:00:00Z", buyer: BuyerProfile(
            payerId: "BUYERALEX2345", email: "alex@personal.example.com", name: .init(givenName: "Alex", surname: "Rivera"),
            phone: "+14085550101", hasPin: true, balances: [MoneyValue(currencyCode: "USD", value: "500.00")],
            fundingSources: [.init(id: "FS-B", type: "BALANCE", label: "PayPal balance"), .init(id: "FS-V", type: "CARD", label: "Visa")],
            addresses: [AddressSummary(id: "AD-1", name: "Alex", line1: "1 A St", city: "San Jose", state: "CA", postalCode: "95131", countryCode: "US")]))
    }

    static var review: PaymentReview {
        let amount = MoneyValue(currencyCode: "USD", value: "49.37")
        return PaymentReview(
            payKey: "AP-1", status: "CREATED", shape: "simple", amount: amount,
            receivers: [.init(email: "merchant@business.example.com", amount: amount, primary: false, paymentType: "GOODS")],
            fundingOptions: [.init(fundingSourceId: "FS-B", type: "BALANCE", label: "PayPal balance", fee: MoneyValue(currencyCode: "USD", value: "0.00"), total: amount)],
            senderTotal: nil)
    }

    static let declined = PayPalAPIError.refused(.init(issue: "INSTRUMENT_DECLINED", message: "declined", debugId: "0123456789abc", httpStatus: 422))
    static let broken = PayPalAPIError.refused(.init(issue: "INTERNAL_SERVICE_ERROR", message: "broken", debugId: "0123456789abd", httpStatus: 500))

    /// A checkout brought to its review by the answers a backend would give.
    static func atReview() -> MPLFlow {
        var flow = MPLFlow(order: order)
        _ = flow.handle(.logIn(alex, payNow: false))
        _ = flow.handle(.loggedIn(session))
        _ = flow.handle(.paymentCreated(payKey: "AP-1"))
        _ = flow.handle(.reviewLoaded(review))
        return flow
    }

    @Test func cancellingWithACallInFlightClosesAndTheLateAnswerDoesNothing() {
        var flow = MPLFlow(order: Self.order)
        #expect(flow.handle(.logIn(Self.alex, payNow: false)) == [.call(.logIn(Self.alex))])
        #expect(flow.handle(.cancel) == [.callback(.merchant(.paymentCanceled)), .callback(.merchant(.paymentLibraryExit))])
        #expect(flow.isClosed)
        #expect(flow.handle(.loggedIn(Self.session)).isEmpty, "the login's late answer starts nothing")
        #expect(flow.isClosed)
    }

    @Test func payingCannotBeCancelledButEndsInItsAnswer() {
        var flow = Self.atReview()
        #expect(flow.handle(.pay) == [.call(.approve(payKey: "AP-1", fundingSourceId: "FS-B", addressId: "AD-1", session: "BS-1"))])
        #expect(flow.handle(.cancel).isEmpty, "the payment is on its way: Esc waits for it")
        var paid = Self.review
        paid.status = "COMPLETED"
        let effects = flow.handle(.paid(paid))
        #expect(effects == [.callback(.merchant(.paymentSuccess(key: "AP-1", status: "COMPLETED"))), .timer(after: MPLFlow.receiptPause, .finish)])
    }

    @Test func aRefusedLoginStaysOnTheLoginScreen() {
        var flow = MPLFlow(order: Self.order)
        _ = flow.handle(.logIn(Self.alex, payNow: false))
        #expect(flow.handle(.refused(Self.declined)).isEmpty)
        #expect(flow.screen == .login(error: .refused(Self.declined)))
    }

    @Test func aDeclinedSourceGoesBackToTheReviewAndAnyOtherRefusalIsFatal() {
        let limit = PayPalAPIError.refused(.init(issue: "SENDING_LIMIT_EXCEEDED", message: "limit", debugId: "0123456789abd", httpStatus: 422))
        var declined = Self.atReview()
        _ = declined.handle(.pay)
        #expect(declined.handle(.refused(Self.declined)).isEmpty)
        guard case .review(let review) = declined.screen else { Issue.record("no review: \(declined.screen)"); return }
        #expect(review.error == .refused(Self.declined))

        var broken = Self.atReview()
        _ = broken.handle(.pay)
        #expect(broken.handle(.refused(limit)) == [.callback(.merchant(.paymentFailed(
            correlationId: "0123456789abd", code: "SENDING_LIMIT_EXCEEDED", message: "limit")))])
        #expect(broken.screen == .failure(limit))
        #expect(broken.handle(.finish) == [.callback(.merchant(.paymentLibraryExit))])
    }

    /// Making the pay key or loading the review moves no money: a lost answer or a 500 there offers Try again,
    /// which makes the call again, or Cancel.
    @Test func aCallThatMovesNoMoneyIsTriedAgainOrCancelled() {
        var flow = MPLFlow(order: Self.order)
        _ = flow.handle(.logIn(Self.alex, payNow: false))
        let creating = flow.handle(.loggedIn(Self.session))
        #expect(flow.handle(.refused(Self.broken)).isEmpty, "no paymentFailed: nothing has failed for good")
        #expect(flow.screen == .interrupted(Self.broken))
        #expect(flow.handle(.retry) == creating)
        _ = flow.handle(.paymentCreated(payKey: "AP-1"))
        #expect(flow.handle(.refused(.unreachable(url: "u", underlying: "reset"))).isEmpty)
        #expect(flow.handle(.retry) == [.call(.loadReview(payKey: "AP-1", session: "BS-1"))])
        _ = flow.handle(.refused(Self.broken))
        #expect(flow.handle(.cancel) == [.callback(.merchant(.paymentCanceled)), .callback(.merchant(.paymentLibraryExit))])
    }

    /// A 500 or a lost answer may hide a payment made: PayPal is asked before the buyer may pay again.
    @Test func aPaymentThatMayHaveBeenMadeIsLookedUpFirst() {
        for (status, outcome) in [("CREATED", "review"), ("COMPLETED", "paid")] {
            var flow = Self.atReview()
            _ = flow.handle(.pay)
            #expect(flow.handle(.refused(Self.broken)) == [.call(.loadReview(payKey: "AP-1", session: "BS-1"))])
            #expect(flow.screen == .working(.checkingPayment))
            #expect(flow.handle(.cancel).isEmpty, "not while it may have been paid")
            var answer = Self.review
            answer.status = status
            let effects = flow.handle(.reviewLoaded(answer))
            if outcome == "paid" {
                #expect(effects.first == .callback(.merchant(.paymentSuccess(key: "AP-1", status: "COMPLETED"))))
            } else {
                guard case .review(let review) = flow.screen else { Issue.record("no review: \(flow.screen)"); continue }
                #expect(review.error == .notPaid(Self.broken))
                #expect(flow.handle(.pay).count == 1, "Pay tries again")
            }
        }
    }

    @Test func aRefusedPINStaysOnCreatePINAndAResumeThatPayPalRefusesStartsOver() {
        var flow = Self.atReview()
        var noPIN = Self.session
        noPIN.buyer.hasPin = false
        flow = MPLFlow(order: Self.order)
        _ = flow.handle(.logIn(Self.alex, payNow: false))
        _ = flow.handle(.loggedIn(noPIN))
        _ = flow.handle(.paymentCreated(payKey: "AP-1"))
        _ = flow.handle(.reviewLoaded(Self.review))
        _ = flow.handle(.pay)
        _ = flow.handle(.paid(Self.review))
        #expect(flow.screen == .createPIN(error: nil))
        _ = flow.handle(.createPIN("2468", confirmation: "2468", phone: nil))
        _ = flow.handle(.refused(Self.broken))
        #expect(flow.screen == .createPIN(error: .refused(Self.broken)))

        var resumed = Self.atReview()
        #expect(resumed.handle(.resume) == [.call(.loadReview(payKey: "AP-1", session: "BS-1"))])
        _ = resumed.handle(.refused(Self.broken))
        #expect(resumed.screen == .login(error: .checkoutExpired))
        #expect(resumed.payKey == nil && resumed.session == nil)
    }

    @Test func aKeptCheckoutForgetsTheCodeTheBuyerCreated() throws {
        var flow = MPLFlow(preapprovalKey: "PA-1", merchantName: "Shop")
        _ = flow.handle(.logIn(Self.alex, payNow: false))
        _ = flow.handle(.loggedIn(Self.session))
        let terms = PreapprovalTerms(
            preapprovalKey: "PA-1", status: "ACTIVE", approved: false, currencyCode: "USD", startingDate: "2026-11-22T00:00:00Z",
            endingDate: "2027-11-22T00:00:00Z", maxAmountPerPayment: nil, maxNumberOfPayments: nil, maxTotalAmountOfAllPayments: nil,
            paymentPeriod: "NO_PERIOD_SPECIFIED", pinRequired: true, memo: nil)
        _ = flow.handle(.termsLoaded(terms))
        _ = flow.handle(.createCode("4321", confirmation: "4321"))
        guard case .loggedIn(_, .agreeing(_, let code)) = flow.state else { Issue.record("not agreeing: \(flow.state)"); return }
        #expect(code?.secret == "4321")
        let kept = try JSONDecoder().decode(MPLFlow.self, from: try JSONEncoder().encode(flow))
        guard case .loggedIn(_, .agreeing(_, let forgotten)) = kept.state else { Issue.record("not agreeing: \(kept.state)"); return }
        #expect(forgotten?.secret == nil)
        #expect(!String(decoding: try JSONEncoder().encode(flow), as: UTF8.self).contains("4321"))
    }
}
