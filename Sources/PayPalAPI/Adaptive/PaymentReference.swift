extension Adaptive {
    /// Which payment a lookup or refund is about: by its pay key, one of its transaction ids, or the merchant's
    /// tracking id.
    public enum PaymentReference: Encodable, Sendable, Equatable {
        case payKey(String)
        case transactionId(String)
        case trackingId(String)

        private enum CodingKeys: String, CodingKey { case payKey, transactionId, trackingId }

        /// The one key among the request's own.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .payKey(let key): try container.encode(key, forKey: .payKey)
            case .transactionId(let id): try container.encode(id, forKey: .transactionId)
            case .trackingId(let id): try container.encode(id, forKey: .trackingId)
            }
        }
    }
}
