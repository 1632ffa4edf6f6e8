extension PaymentsClient {
    /// `supplementary_data.related_ids`: the order, and the authorization, a payment belongs to.
    public struct SupplementaryData: Codable, Sendable, Equatable {
        public struct RelatedIds: Codable, Sendable, Equatable {
            public var orderId: String?
            public var authorizationId: String?
            public var captureId: String?
        }

        public var relatedIds: RelatedIds?
    }
}
