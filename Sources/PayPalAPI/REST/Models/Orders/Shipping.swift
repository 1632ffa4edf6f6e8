extension OrdersClient {
    /// Where a purchase unit ships, and the shipments the merchant reported for it.
    public struct Shipping: Codable, Sendable, Equatable {
        public struct Name: Codable, Sendable, Equatable {
            public var fullName: String

            public init(fullName: String) {
                self.fullName = fullName
            }
        }

        public var name: Name?
        public var address: PortableAddress?
        public var trackers: [Tracker]?

        public init(name: String? = nil, address: PortableAddress? = nil) {
            self.name = name.map(Name.init)
            self.address = address
        }
    }
}
