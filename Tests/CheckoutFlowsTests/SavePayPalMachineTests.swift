import Foundation
import PayPalAPI
import Testing
@testable import CheckoutFlows

/// Saving PayPal with no purchase as a pure machine: the setup token, PayPal's login and agreement, the payment
/// token, and every way it ends, without I/O.
@Suite struct SavePayPalMachineTests {
    static let alex = ConfirmPaymentMachineTests.alex
    static let session = MPLFlowMachineTests.session
    static let setupToken: VaultClient.SetupToken = ConfirmPaymentMachineTests.decode(
        #"{"id": "5C991763VB2781612", "status": "PAYER_ACTION_REQUIRED", "links": [{"href": "https://www.sandbox.paypal.com/agreements/approve?approval_session_id=7UX8816JHB1193942", "rel": "approve"}]}"#)
    static let approved: VaultClient.SetupToken = ConfirmPaymentMachineTests.decode(#"{"id": "5C991763VB2781612", "status": "APPROVED"}"#)
    static let paymentToken: VaultClient.PaymentToken = ConfirmPaymentMachineTests.decode(
        #"{"id": "8kk8451t", "customer": {"id": "customer_4029352050"}, "payment_source": {"paypal": {"email_address": "alex@personal.example.com"}}}"#)

    /// A save at PayPal's agreement screen.
    static func atAgreement(customer: String? = nil) -> SavePayPalFlow {
        var flow = SavePayPalFlow(customerId: customer)
        _ = flow.handle(.start)
        _ = flow.handle(.setupTokenCreated(setupToken))
        _ = flow.handle(.logIn(alex))
        _ = flow.handle(.loggedIn(session))
        return flow
    }

    @Test func theBuyerAgreesAndTheMerchantKeepsThePaymentToken() throws {
        var flow = SavePayPalFlow(customerId: "customer_4029352050")
        #expect(flow.handle(.start) == [.call(.createSetupToken(customerId: "customer_4029352050"))])
        #expect(flow.showsSheet && flow.isWorking)
        #expect(flow.handle(.setupTokenCreated(Self.setupToken)).isEmpty)
        #expect(flow.state == .login(setupTokenId: "5C991763VB2781612", refusal: nil))
        #expect(flow.handle(.logIn(Self.alex)) == [.call(.logIn(Self.alex))])
        #expect(flow.handle(.loggedIn(Self.session)).isEmpty)
        guard case .agreeing(_, let agreement) = flow.state else { throw Failure("no agreement: \(flow.state)") }
        #expect(agreement.fundingSourceId == Self.session.buyer.fundingSources.first?.id, "the buyer's first way to pay is chosen")
        #expect(flow.handle(.chooseFunding("FS-V")).isEmpty)
        #expect(flow.handle(.agree) == [.call(.approveSetupToken(id: "5C991763VB2781612", fundingSourceId: "FS-V", session: "BS-1"))])
        let result = SavePayPalFlow.VaultResult(tokenID: "5C991763VB2781612", approvalSessionID: "7UX8816JHB1193942")
        #expect(flow.handle(.agreed(Self.approved)) == [.callback(.onApprove(result)), .call(.createPaymentToken(setupTokenId: "5C991763VB2781612"))])
        #expect(flow.handle(.paymentTokenCreated(Self.paymentToken)).isEmpty)
        #expect(flow.state == .finished(.saved(SavedWallet(vaultId: "8kk8451t", customerId: "customer_4029352050", email: "alex@personal.example.com"))))
        #expect(!flow.showsSheet)
        _ = flow.handle(.finish)
        #expect(flow.isClosed)
    }

    @Test func aWrongPasswordStaysOnTheLoginWithItsRefusal() {
        var flow = SavePayPalFlow(customerId: nil)
        _ = flow.handle(.start)
        _ = flow.handle(.setupTokenCreated(Self.setupToken))
        _ = flow.handle(.logIn(Self.alex))
        let refusal = ConfirmPaymentMachineTests.refusal("LOGIN_FAILED")
        #expect(flow.handle(.refused(refusal)).isEmpty)
        #expect(flow.state == .login(setupTokenId: "5C991763VB2781612", refusal: refusal))
    }

    @Test func anEndedSessionSendsTheBuyerBackToTheLogInAndTheAgreementGoesOn() throws {
        var flow = Self.atAgreement()
        _ = flow.handle(.agree)
        let ended = ConfirmPaymentMachineTests.refusal("INVALID_SESSION").withStatus(401)
        #expect(flow.handle(.refused(ended)).isEmpty, "no onError: the buyer logs in again")
        #expect(flow.state == .login(setupTokenId: "5C991763VB2781612", refusal: ended))
        _ = flow.handle(.logIn(Self.alex))
        _ = flow.handle(.loggedIn(Self.session))
        guard case .agreeing = flow.state else { throw Failure("\(flow.state)") }
    }

    @Test func cancellingAtAnyScreenCallsOnCancelAndSavesNothing() {
        var atLogin = SavePayPalFlow(customerId: nil)
        _ = atLogin.handle(.start)
        _ = atLogin.handle(.setupTokenCreated(Self.setupToken))
        #expect(atLogin.handle(.cancel) == [.callback(.onCancel)])
        #expect(atLogin.state == .finished(.canceled))
        var atAgreement = Self.atAgreement()
        #expect(atAgreement.handle(.cancel) == [.callback(.onCancel)])
        #expect(atAgreement.state == .finished(.canceled))
    }

    @Test func aMerchantPayPalWillNotLetSaveWalletsGetsOnErrorBeforeAnySheet() {
        var flow = SavePayPalFlow(customerId: nil)
        _ = flow.handle(.start)
        let refusal = ConfirmPaymentMachineTests.refusal("NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE")
        let error = CallbackError(refusal)
        #expect(flow.handle(.refused(refusal)) == [.callback(.onError(error))])
        #expect(flow.state == .finished(.failed(error)))
        #expect(error.name == "UNPROCESSABLE_ENTITY" && error.details.map(\.issue) == ["NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE"])
    }

    @Test func aPaymentTokenTheServerCouldNotMakeIsNotSaved() {
        var flow = Self.atAgreement()
        _ = flow.handle(.agree)
        _ = flow.handle(.agreed(Self.approved))
        let refusal = ConfirmPaymentMachineTests.refusal("SETUP_TOKEN_ALREADY_USED")
        #expect(flow.handle(.refused(refusal)).isEmpty)
        #expect(flow.state == .finished(.notSaved(refusal)))
    }

    @Test func theSaveKeepsAsJSON() throws {
        let flow = Self.atAgreement()
        let decoded = try JSONDecoder().decode(SavePayPalFlow.self, from: JSONEncoder().encode(flow))
        #expect(decoded == flow)
    }
}
