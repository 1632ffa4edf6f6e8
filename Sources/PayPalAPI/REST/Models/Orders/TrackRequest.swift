extension OrdersClient {
    /// The body of `POST /v2/checkout/orders/{id}/track`: a parcel sent for one of the order's captures.
    public struct TrackRequest: Codable, Sendable, Equatable {
        public var captureId: String
        public var trackingNumber: String?
        /// PayPal's name of the carrier (`FEDEX`, `UPS`…), or `OTHER` with `carrierNameOther`.
        public var carrier: String?
        public var carrierNameOther: String?
        public var notifyPayer: Bool?
        public var items: [TrackerItem]?

        public init(
            captureId: String, trackingNumber: String? = nil, carrier: String? = nil, carrierNameOther: String? = nil, notifyPayer: Bool? = nil,
            items: [TrackerItem]? = nil
        ) {
            self.captureId = captureId
            self.trackingNumber = trackingNumber
            self.carrier = carrier
            self.carrierNameOther = carrierNameOther
            self.notifyPayer = notifyPayer
            self.items = items
        }
    }
}
