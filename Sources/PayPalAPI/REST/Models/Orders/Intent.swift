extension OrdersClient {
    /// Whether the order's money is taken at once or held first.
    public enum Intent: String, Codable, Sendable {
        case capture = "CAPTURE"
        /// Hold the money: `authorize` the approved order, capture the authorization later.
        case authorize = "AUTHORIZE"
    }
}
