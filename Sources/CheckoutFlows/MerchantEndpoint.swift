/// An endpoint of the merchant's server that PayPal calls. A flow's catalog entry declares the ones its flow has
/// PayPal call; the merchant's listener answers those the catalog's entries declare.
public enum MerchantEndpoint: String, CaseIterable, Sendable {
    /// Instant Payment Notifications, which Adaptive Payments posts (the MPL's `ipnNotificationUrl`).
    case ipn
    /// Webhook events, which REST posts to the merchant's subscription (an approved order, a wallet saved).
    case webhooks
    /// The shipping callback, which PayPal asks about the buyer's address and shipping option
    /// (`shipping_callback_url`).
    case shippingCallback

    /// Where it is on the merchant's server.
    public var path: String {
        switch self {
        case .ipn: "/ipn"
        case .webhooks: "/webhooks"
        case .shippingCallback: MerchantShippingServer.path
        }
    }
}
