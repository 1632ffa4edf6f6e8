extension OrdersClient {
    /// The buyer who approved the order.
    public struct Payer: Codable, Sendable, Equatable {
        public var name: PayerName?
        public var emailAddress: String?
        public var payerId: String?
        public var address: PortableAddress?
    }
}
