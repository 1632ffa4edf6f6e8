import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary
@testable import CheckoutTUI

extension ScreenCase {
    /// Brings `state` to a screen of the Mobile Payments Library's checkout, or the merchant's app alone; false for a
    /// screen of another family.
    func arrangeLibrary(_ state: inout AppState) -> Bool {
        switch self {
        case .merchant: break
        case .merchantHelp: _ = state.handle(.character("?"))
        case .pinPrompt:
            state.changeFlow(MPLEntry.self) {
                $0.preapproval = ConfirmedPreapproval(key: "PA-TEST", senderEmail: "alex@personal.example.com")
                $0.experience = .preapprovedPayment
            }
            _ = state.handle(.character("p"))
            type("12", into: &state)
        case .merchantEvents:
            state.events.log(.callback, "paymentFailed(correlationID: 6db128a52e68c, errorCode: INSTRUMENT_DECLINED, errorMessage: Visa x0002 was declined by its issuer)")
            state.events.log(.http, "POST /payterm/v1/buyer/payments/AP-2XK58291LM9912301/approve → 422 (4 ms)")
            _ = state.handle(.character("e"))
        case .login, .loginPhone, .loginRefused, .loginLocked:
            _ = state.handle(.enter)
            if self == .loginPhone { _ = state.activate(.sheet(MPLControl.switchLogin)) }
            type("alex@personal.example.com", into: &state)
            _ = state.handle(.tab)
            type("pass1234", into: &state)
            if self == .loginRefused || self == .loginLocked {
                _ = state.handle(.enter)
                _ = state.send(.refused(self == .loginRefused
                    ? Fixture.refusal("INVALID_CREDENTIALS", field: "attempts_left", value: "2")
                    : Fixture.refusal("ACCOUNT_LOCKED", field: "locked_until", value: "2026-11-22T16:00:00Z")))
            }
        case .loginWithoutShipping:
            state.changeFlow(MPLEntry.self) { $0.experience = .goodsWithoutShipping }
            _ = state.handle(.character("p"))
        case .working:
            _ = state.handle(.enter)
            _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        case .reviewNotPaid:
            reachReview(&state)
            _ = state.send(.pay)
            _ = state.send(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
            _ = state.send(.reviewLoaded(Fixture.review(of: state.mpl.order)))
        case .review, .reviewSummary, .reviewDeclined:
            reachReview(&state)
            if self == .reviewSummary { _ = state.handle(MPLCheckout.toggleSummary) }
            if self == .reviewDeclined {
                _ = state.handle(.tab)
                _ = state.handle(.tab)
                _ = state.handle(.enter)
                _ = state.send(.refused(Fixture.refusal("INSTRUMENT_DECLINED")))
            }
        case .reviewParallel: reachReview(&state, .parallel)
        case .reviewChained: reachReview(&state, .chained)
        case .reviewPersonal:
            reachReview(&state, .personal)
            _ = state.send(.chooseFunding("FS-V"))
        case .createPIN, .createPINWithPhone:
            reachReview(&state, session: Fixture.session(phone: self == .createPIN, hasPin: false))
            _ = state.send(.pay)
            _ = state.send(.paid(Fixture.review(of: state.mpl.order, status: "COMPLETED")))
            if self == .createPINWithPhone { type("(408) 555-0177", into: &state) }
        case .createCode, .createCodeDiffers, .agreement, .preapprovalReceipt:
            _ = MPLEntry.createPreapproval.take(.success("PA-TEST"), &state)
            _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
            _ = state.send(.loggedIn(Fixture.session()))
            _ = state.send(.termsLoaded(Fixture.terms))
            type("4321", into: &state)
            _ = state.handle(.enter)
            type(self == .createCodeDiffers ? "4322" : "4321", into: &state)
            if self != .createCode { _ = state.handle(.enter) }
            if self == .preapprovalReceipt {
                _ = state.send(.agree)
                _ = state.send(.agreed(Fixture.terms))
            }
        case .receipt, .donationReceipt:
            reachReview(&state, self == .donationReceipt ? .donation : .goodsWithShipping)
            _ = state.send(.pay)
            _ = state.send(.paid(Fixture.review(of: state.mpl.order, status: "COMPLETED")))
        case .failure:
            reachReview(&state)
            _ = state.send(.pay)
            _ = state.send(.refused(Fixture.refusal("SENDING_LIMIT_EXCEEDED")))
        case .interrupted:
            state.changeFlow(MPLEntry.self) { $0.experience = .goodsWithShipping }
            _ = state.handle(.character("p"))
            _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
            _ = state.send(.loggedIn(Fixture.session()))
            _ = state.send(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
        case .libraryHelp:
            reachReview(&state)
            _ = state.handle(.character("?"))
        case .libraryEvents:
            reachReview(&state)
            _ = state.handle(Key.control("e"))
        default: return false
        }
        return true
    }
}
