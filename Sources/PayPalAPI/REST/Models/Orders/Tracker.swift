extension OrdersClient {
    /// A shipment the merchant reported for a capture (`POST …/track`), under `purchase_units[].shipping.trackers`.
    public struct Tracker: Codable, Sendable, Equatable {
        public enum Status: String, Codable, Sendable {
            case shipped = "SHIPPED"
            case cancelled = "CANCELLED"
        }

        public var id: String
        public var status: Status
        public var items: [TrackerItem]?
        public var links: [Link]?
        public var createTime: String?
        public var updateTime: String?
    }

    /// Something in a parcel, as the merchant lists it.
    public struct TrackerItem: Codable, Sendable, Equatable {
        /// A Universal Product Code: its kind (`UPC-A`…) and digits.
        public struct ProductCode: Codable, Sendable, Equatable {
            public var type: String
            public var code: String

            public init(type: String, code: String) {
                self.type = type
                self.code = code
            }
        }

        public var name: String?
        /// A whole number from 1, as a string.
        public var quantity: String?
        /// One of the order's items' SKUs.
        public var sku: String?
        public var url: String?
        public var imageUrl: String?
        public var upc: ProductCode?

        public init(
            name: String? = nil, quantity: Int? = nil, sku: String? = nil, url: String? = nil, imageUrl: String? = nil, upc: ProductCode? = nil
        ) {
            self.name = name
            self.quantity = quantity.map(String.init)
            self.sku = sku
            self.url = url
            self.imageUrl = imageUrl
            self.upc = upc
        }
    }
}
