import Foundation
import PayPalAPI

/// Carries out a confirm payment checkout's calls: the buyer's through the PayPal sheet's client, the
/// merchant's through its server, and turns each answer into the checkout's next event.
public struct ConfirmPaymentCalls: FlowCalls {
    public typealias F = ConfirmPaymentFlow

    public let buyer: PayPalClient
    public let merchant: MerchantOrdersServer
    /// PayTerm's admin API, for the backend's time: the merchant's server checks its stock reservation on it.
    private let admin: AdminClient

    public init(buyer: PayPalClient, merchant: MerchantOrdersServer, admin: AdminClient) {
        self.buyer = buyer
        self.merchant = merchant
        self.admin = admin
    }

    public func perform(_ call: ConfirmPaymentFlow.Call) async -> ConfirmPaymentFlow.Event {
        do throws(PayPalAPIError) {
            switch call {
            case .createOrder(let request):
                // An order with a payment source needs a request id: a lost answer can then be asked for again.
                return .orderCreated(try await merchant.orders.create(request, requestId: request.paymentSource.map { _ in UUID().uuidString }))
            case .logIn(let method):
                return .loggedIn(try await buyer.logIn(method))
            case .loadOrder(let id, let session):
                return .orderLoaded(try await buyer.order(id: id, session: session))
            case .approve(let orderId, let source, let address, let session):
                return .approved(try await buyer.approveOrder(id: orderId, fundingSourceId: source, shippingAddressId: address, session: session))
            case .authorize(let orderId):
                return .authorized(try await merchant.orders.authorize(orderId: orderId, requestId: "\(orderId)-authorize"))
            case .captureOrder(let orderId):
                return .orderCaptured(try await merchant.orders.capture(orderId: orderId, requestId: "\(orderId)-capture"))
            case .readClock:
                guard let now = try await admin.clock().date else {
                    throw .unreadable(call: "Admin clock", reason: "the time is not a timestamp", debugId: "", httpStatus: nil)
                }
                return .clockRead(now)
            case .captureAuthorization(let id, let amount):
                return .captured(try await merchant.capture(authorization: id, amount: amount))
            case .lookUpOrder(let id):
                return .orderLookedUp(try await merchant.orders.get(orderId: id))
            }
        } catch {
            return .refused(error)
        }
    }

    public func timedOut(_ call: ConfirmPaymentFlow.Call, after timeout: Duration) -> ConfirmPaymentFlow.Event {
        .refused(.unreachable(url: buyer.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
    }
}
