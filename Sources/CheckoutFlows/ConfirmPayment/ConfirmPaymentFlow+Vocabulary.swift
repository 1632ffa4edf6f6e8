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
        /// The store runs out of the order's items, or has them again (a tester's doing).
        case toggleStock
        /// "Confirm and pay".
        case confirm
        /// PayPal's time, read by the merchant's server to reserve the items.
        case clockRead(Date)
        case captured(PaymentsClient.Capture)
        /// The order as PayPal holds it, looked up after a capture went unanswered.
        case orderLookedUp(OrdersClient.Order)
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
        /// PayPal's time, which the items' reservation is counted on.
        case readClock
        case captureAuthorization(id: String, amount: Money)
        case lookUpOrder(id: String)
    }

    /// The SDK's callbacks to the merchant's app.
    public enum Callback: Sendable, Equatable {
        case onApprove(ApprovalData)
        case onCancel
        case onError(CallbackError)
    }
}
