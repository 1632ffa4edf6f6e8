extension AdminClient {
    /// The answer to a reset: `RESET`, and the clock's time after it.
    public struct ResetOutcome: Codable, Sendable, Equatable {
        public var status: String
        public var now: String
    }
}
