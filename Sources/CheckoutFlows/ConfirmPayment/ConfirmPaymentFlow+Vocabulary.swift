import Foundation
import PayPalAPI
import PayPalVocabulary

/// What happens to a confirm payment checkout, what it asks of PayPal, and what it tells the merchant's app.
extension ConfirmPaymentFlow {
    public enum Event: Sendable, Equatable {
        /// The shopper presses the merchant's PayPal button.
        case submit
        case orderCreated(OrdersClient.Order)
        case logIn(LoginMethod)
        case loggedIn(BuyerSession)
        case orderLoaded(OrdersClient.Order)
        case chooseFunding(String)
        case chooseAddress(String)
        /// "Continue" or "Pay Now".
        case approve
        case approved(OrdersClient.Order)
        /// "Cancel and return to <merchant>".
        case cancel
        case authorized(OrdersClient.Order)
        case orderCaptured(OrdersClient.Order)
        case toggleExpressShipping
        case toggleDiscount
        /// "Confirm and pay", with the merchant's stock: when it ran out, the items are the order's only while the
        /// reservation made at authorization holds.
        case confirm(inStock: Bool)
        /// The merchant's server read PayPal's clock: is the reservation made at authorization still held?
        case stockChecked(reservationHeld: Bool)
        case captured(PaymentsClient.Capture)
        /// The order as PayPal holds it, looked up after a capture went unanswered.
        case orderLookedUp(OrdersClient.Order)
        case voided
        /// Leaves the outcome for the merchant's app.
        case finish
        /// The call under way was refused.
        case refused(PayPalAPIError)
    }

    /// What the merchant's server (REST, with its own OAuth2 token) or the buyer's sheet asks of PayPal.
    public enum Call: Sendable, Equatable {
        case createOrder(OrdersClient.OrderRequest)
        case logIn(LoginMethod)
        case loadOrder(id: String, session: String)
        case approve(orderId: String, fundingSourceId: String?, addressId: String?, session: String)
        case authorize(orderId: String)
        case captureOrder(orderId: String)
        /// Whether the items reserved until then are still held, by PayPal's clock.
        case checkReservation(until: Date)
        case captureAuthorization(id: String, amount: Money)
        case voidAuthorization(id: String)
        case lookUpOrder(id: String)
    }

    /// The SDK's callbacks to the merchant's app.
    public enum Callback: Sendable, Equatable {
        case onApprove(ApprovalData)
        case onCancel
        case onError(CallbackError)
    }
}
