extension Adaptive {
    /// Who paid.
    public struct Sender: Decodable, Sendable, Equatable {
        public var accountId: String?
        public var email: String?
    }
}
