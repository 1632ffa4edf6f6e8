import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary
@testable import CheckoutTUI

extension ScreenCase {
    /// Brings `state` to a screen of the Orders flows (web checkout, confirm payment, pay now, Save PayPal), the
    /// merchant's panels, the tester's panel or the inspector; false for a screen of another family.
    func arrangeOrders(_ state: inout AppState) -> Bool {
        switch self {
        case .buttonSettings, .invalidSettings:
            state.pick("confirm-payment")
            if self == .invalidSettings {
                _ = state.handle(.down)
                for _ in 0..<5 { _ = state.handle(.backspace) }
                type("0", into: &state)
                _ = state.handle(.enter)
                _ = state.handle(.enter)
            }
        case .webLogin, .webLoginRefused, .webWorking:
            reachWebLogin(&state)
            type("alex@personal.example.com", into: &state)
            _ = state.handle(.tab)
            type("pass1234", into: &state)
            if self != .webLogin { _ = state.handle(.enter) }
            if self == .webLoginRefused { _ = state.sendOrders(.refused(Fixture.refusal("INVALID_CREDENTIALS", field: "attempts_left", value: "2"))) }
        case .webApproval, .webHelp, .webDeclined, .webNotApproved:
            reachWebApproval(&state, "confirm-payment")
            if self == .webNotApproved {
                _ = state.sendOrders(.approve)
                _ = state.sendOrders(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
                _ = state.sendOrders(.orderLoaded(Fixture.order("CREATED")))
            }
            if self == .webHelp { _ = state.handle(.character("?")) }
            if self == .webDeclined {
                _ = state.sendOrders(.approve)
                _ = state.sendOrders(.refused(Fixture.refusal("INSUFFICIENT_FUNDS")))
            }
        case .webApprovalPayNow: reachWebApproval(&state, "pay-now")
        case .webApprovalSaving:
            state.pick("pay-now")
            state.changeFlow(OrdersEntry.self) { $0.settings.savePayPal = true }
            reachWebApproval(&state, "pay-now")
        case .savedWallet:
            state.pick("save-paypal")
            state.merchant.shopper.keep(Fixture.alexWallet)
        case .savedAgain:
            state.pick("save-paypal")
            state.merchant.shopper.keep(Fixture.alexWallet)
            state.payNowSaving(vault: Fixture.vaulted)
        case .savedLater:
            state.pick("save-paypal")
            state.payNowSaving(vault: Fixture.approvedVault)
        case .confirmation: reachConfirmation(&state)
        case .confirmationRefused, .confirmationLater:
            reachConfirmation(&state)
            _ = state.handle(.character("x"))
            confirmAndReserve(&state)
            _ = state.sendOrders(.refused(Fixture.refusal("MAX_CAPTURE_AMOUNT_EXCEEDED")))
            if self == .confirmationLater {
                _ = state.handle(.enter)
                _ = state.handle(.character("o"))
                state.backendClock = Fixture.clockThirtyDaysOn
            }
        case .itemsUnavailable:
            reachConfirmation(&state)
            _ = state.handle(.character("o"))
            confirmAndReserve(&state)
        case .authorisationExpired:
            reachConfirmation(&state)
            _ = state.handle(.character("o"))
            _ = state.handle(.enter)
            _ = state.sendOrders(.clockRead(Fixture.clockThirtyDaysOn.date!))
        case .heldAuthorizations:
            reachConfirmation(&state)
            _ = state.handle(.escape)
            _ = state.handle(.character("a"))
            let now = try? Date("2026-11-26T12:00:00Z", strategy: .iso8601)
            _ = OrdersEntry.refreshAuthorizations(["0VF52814937998046"]).take(.success(HeldAuthorizations.Answer(authorizations: [Fixture.decoded(Fixture.authorizationJSON)], backendNow: now)), &state)
        case .savedMethods, .savedMethodsDeleting:
            state.pick("save-paypal")
            state.merchant.shopper.keep(Fixture.alexWallet)
            _ = state.handle(.character("m"))
            _ = OrdersEntry.listSavedMethods(customerId: "customer_4029352050").take(.success([Fixture.decoded(#"{"id": "8kk8451t", "payment_source": {"paypal": {"email_address": "alex@personal.example.com"}}}"#) as VaultClient.PaymentToken]), &state)
            _ = OrdersEntry.vaultEligibility(change: nil).take(.success(VaultEligibility.success), &state)
            _ = OrdersEntry.orderVaultStatus(change: nil).take(.success(OrderVaultStatus.vaulted), &state)
            if self == .savedMethodsDeleting { _ = state.handle(.character("x")) }
        case .savedChargeAmount, .savedCharges, .savedChargeRefunded:
            state = ScreenCase.savedMethods.state(state.language, size: state.terminalSize)
            reachSavedCharge(&state)
        case .vaultLogin, .vaultAgreement, .vaultNotSaved:
            reachVaultLogin(&state)
            if self != .vaultLogin {
                _ = state.sendVault(.logIn(.password(email: "alex@personal.example.com", password: "x")))
                _ = state.sendVault(.loggedIn(Fixture.session()))
            }
            if self == .vaultNotSaved {
                _ = state.sendVault(.agree)
                _ = state.sendVault(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
                _ = state.sendVault(.setupTokenLookedUp(Fixture.decoded(#"{"id": "7HU01253JK456874K", "status": "PAYER_ACTION_REQUIRED"}"#)))
            }
        case .vaultNotEligible:
            state.pick("save-paypal")
            _ = state.handle(.character("m"))
            _ = OrdersEntry.vaultEligibility(change: .denied).take(.success(VaultEligibility.denied), &state)
            _ = state.handle(.character("s"))
            _ = state.sendVault(.refused(Fixture.refusal("NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE")))
        case .testerNewBuyer:
            _ = state.handle(Key.control("f"))
            state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: nil))
            _ = state.handle(.character("a"))
            for _ in 0..<6 { _ = state.handle(.backspace) }
            for key in "2.50" { _ = state.handle(.character(key)) }
            _ = state.handle(.right)
            _ = state.handle(.character(" "))
        case .testerPanel:
            reachConfirmation(&state)
            _ = state.handle(Key.control("f"))
            state.answer(.tester(.clock(.advance(seconds: 2_592_000))), .tester(
                armed: [Fixture.decoded(#"{"id": "F-1", "method": "POST", "path": "/v2/payments/authorizations/*/capture", "outcomes": ["error 422 INSTRUMENT_DECLINED"], "repeat": false}"#)],
                clock: Fixture.decoded(#"{"now": "2026-12-23T18:08:00Z", "frozen": false, "offset_seconds": 2592000}"#), buyers: nil))
        case .inspector, .inspectorExchange:
            logCapture(into: &state)
            _ = state.handle(Key.control("o"))
            _ = state.handle(.character("f"))
            if self == .inspectorExchange {
                let effects = state.handle(.enter)
                guard case .journalEntry(let event)? = effects.calls.first else { break }
                state.answer(.journalEntry(event), .journalEntry(Fixture.journalEntry))
            }
        case .paymentSuccessful, .captured:
            reachConfirmation(&state)
            confirmAndReserve(&state)
            _ = state.sendOrders(.captured(Fixture.decoded(#"{"id": "3C679366HH908993F", "status": "COMPLETED", "amount": {"currency_code": "USD", "value": "37.06"}}"#)))
            if self == .captured { _ = state.handle(.enter) }
        default: return false
        }
        return true
    }
}
