import CheckoutFlows
import PayPalAPI
import PayPalVocabulary
@testable import CheckoutTUI

/// The payment methods' charges with no buyer present: the amount asked for the saved PayPal, the charge PayPal
/// captured, and its refund.
extension ScreenCase {
    /// The capture PayPal answers a $25.00 order paid with Alex's saved wallet with.
    static let savedCharge = try! SavedCharges.Charge(
        Fixture.capturedSaving(#"{"id": "8kk8451t", "status": "VAULTED"}"#), method: "PayPal · a…@personal.example.com")

    /// From the payment methods with Alex's saved wallet listed: `c` asks the amount; Enter charges it and PayPal
    /// answers with the capture; `r` refunds it and PayPal answers it is refunded.
    func reachSavedCharge(_ state: inout AppState) {
        _ = state.handle(.character("c"))
        guard self != .savedChargeAmount else { return }
        _ = state.handle(.enter)
        let order = ButtonConfiguration.payNow(amount: "25.00")
        let method = SavedMethods.Entry(id: "8kk8451t", label: "PayPal · a…@personal.example.com", isPayPal: true)
        _ = OrdersEntry.charge(method, Money(minorUnits: 2_500, currency: .usd), intent: .capture, order: order).take(.success(Self.savedCharge), &state)
        guard self == .savedChargeRefunded else { return }
        _ = state.handle(.character("r"))
        _ = OrdersEntry.act(.refund, on: Self.savedCharge).take(.success("REFUNDED"), &state)
    }

    /// What each of them must show in full (each piece on one line: the app's frame splits a wrapped one).
    var savedChargeTexts: [String] {
        switch self {
        case .savedChargeAmount:
            return ["Charge PayPal · a…@personal.example.com (8kk8451t)", "with no buyer present", "Amount (USD):", "25.00", "Enter charges · Esc cancels"]
        case .savedCharges:
            return ["Charges to saved methods", "3C679366HH908993F  $25.00  captured · COMPLETED", "PayPal · a…@personal.example.com",
                    "Charged PayPal · a…@personal.example.com", "order 5O190127TN364715T", "captured 3C679366HH908993F.", "c capture", "r refund"]
        default: return ["3C679366HH908993F  $25.00  captured · REFUNDED", "Refunded 25.00 USD of 3C679366HH908993F", "is REFUNDED."]
        }
    }
}
