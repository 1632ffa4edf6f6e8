import CheckoutFlows

/// Every flow the merchant app offers, in its picker's order, and every checkout they open: a new flow is its
/// folder in CheckoutFlows, its sheet's folder here, and a line in each list below.
public enum FlowCatalog {
    static let entries: [any FlowEntry] = [
        MPLEntry(),
        OrdersEntry(.confirmPayment),
        OrdersEntry(.payNow),
        OrdersEntry(.savePayPal),
        AppSwitchEntry(),
        VenmoEntry(),
        ConnectEntry(),
        PayLaterEntry(),
    ]

    /// The checkouts the entries open, whose flows' calls are wired at start.
    static let checkouts: [any HostedCheckout.Type] = [
        MPLCheckout.self,
        OrderCheckout.self,
        VaultCheckout.self,
        AppSwitchCheckout.self,
        VenmoCheckout.self,
        ConnectCheckout.self,
    ]

    /// The names flows go by on the wire and in scenario files, in the picker's order.
    public static var names: [String] { entries.map(\.name) }

    /// The endpoints of the merchant's server that PayPal calls in some flow, each once, in the picker's order: the
    /// merchant's listener answers these.
    public static var merchantEndpoints: [MerchantEndpoint] {
        entries.flatMap(\.merchantEndpoints).reduce(into: []) { endpoints, endpoint in
            if !endpoints.contains(endpoint) { endpoints.append(endpoint) }
        }
    }
}
