extension Adaptive {
    /// What every answer starts with. A failure never gets this far: the client throws it as a `PayPalAPIError`.
    public struct ResponseEnvelope: Decodable, Sendable, Equatable {
        public var timestamp: String
        /// `Success`, or `SuccessWithWarning`.
        public var ack: String
        /// The 13-hex id to quote to support.
        public var correlationId: String
        public var build: String?
    }
}
