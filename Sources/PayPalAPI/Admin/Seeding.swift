extension AdminClient {
    /// The seeding a backend's state grew from: a new `id` at every reset (and for a backend started afresh), the
    /// same across restarts that keep the state. What was set up before it changed is gone.
    public struct Seeding: Codable, Sendable, Equatable {
        public var id: String
        /// `2026-11-22T19:37:54Z`, on the machine's clock.
        public var seededAt: String
    }

    /// `GET /payterm/v1/seeding`.
    public func seeding() async throws(PayPalAPIError) -> Seeding {
        try await perform(WireRequest("Admin seeding", "GET", "/payterm/v1/seeding"))
    }
}
