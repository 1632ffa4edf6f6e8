import Foundation
import PayPalAPI
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// A capture that got no answer to trust: the confirmation stays, and the next try looks at the order first.
@Suite struct UnansweredCaptureTests {
    typealias Machine = ConfirmPaymentMachineTests

    @Test func aLostAnswerIsLookedUpAndACaptureThatHappenedIsNotMadeAgain() throws {
        var flow = Machine.atConfirmation()
        flow.confirmWithTheItemsReserved()
        let lost = PayPalAPIError.unreachable(url: "http://127.0.0.1:1", underlying: "the network connection was lost")
        #expect(flow.handle(.refused(lost)).isEmpty)
        guard case .confirming(let confirmation) = flow.state else { throw Failure("\(flow.state)") }
        #expect(confirmation.notice == .unanswered(lost))
        _ = flow.handle(.toggleDiscount)
        #expect(flow.confirmation?.isUnanswered == true, "changing the total does not forget the capture may have happened")
        #expect(flow.handle(.confirm) == [.call(.lookUpOrder(id: "5O190127TN364715T"))])
        #expect(flow.isWorking)
        #expect(flow.handle(.orderLookedUp(Machine.order("COMPLETED", authorization: Machine.authorization, capture: Machine.completed))).isEmpty)
        #expect(flow.state == .finished(.captured(captureId: "3C679366HH908993F", status: "COMPLETED", amount: Money(minorUnits: 2_500, currency: .usd))))
    }

    @Test func aCaptureThatDidNotHappenIsMadeAfterTheLookUp() throws {
        var flow = Machine.atConfirmation()
        flow.confirmWithTheItemsReserved()
        _ = flow.handle(.refused(Machine.refusal("INTERNAL_SERVER_ERROR", name: "INTERNAL_SERVER_ERROR").withStatus(500)))
        _ = flow.handle(.confirm)
        let effects = flow.handle(.orderLookedUp(Machine.order("COMPLETED", authorization: Machine.authorization)))
        guard case .call(.captureAuthorization(let id, _))? = effects.first else { throw Failure("\(effects)") }
        #expect(id == "0VF52814937998046")
        #expect(flow.confirmation?.notice == nil)
    }

    @Test func aRefusalThatCannotHaveHappenedStillEndsTheCheckout() {
        var flow = Machine.atConfirmation()
        flow.confirmWithTheItemsReserved()
        _ = flow.handle(.refused(Machine.refusal("INSTRUMENT_DECLINED")))
        #expect(flow.state == .finished(.captureFailed(Machine.refusal("INSTRUMENT_DECLINED"))))
    }
}

extension ConfirmPaymentFlow {
    /// "Confirm and pay", the merchant's server reserving the items a minute after the authorization.
    mutating func confirmWithTheItemsReserved() {
        _ = handle(.confirm)
        _ = handle(.clockRead(ConfirmPaymentMachineTests.aMinuteLater))
    }
}

extension PayPalAPIError {
    /// The refusal with another HTTP status.
    func withStatus(_ status: Int) -> PayPalAPIError {
        guard case .refused(var refusal) = self else { return self }
        refusal.httpStatus = status
        return .refused(refusal)
    }
}
