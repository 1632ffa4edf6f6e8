/// The store cannot be reached, or cannot keep a write, just now: its database stopped answering, went away, or
/// kept refusing a write for overlapping others past the deadline. The request is answered 503 with `Retry-After`,
/// in the surface's own shape and PayTerm's words, never the driver's.
struct StoreUnavailable: Error, CustomStringConvertible {
    /// How long a client is told to wait before trying again.
    static let retryAfterSeconds = 2

    /// What went wrong, for the log; no client sees it.
    let reason: String

    var description: String { "The store is unavailable: \(reason)" }
}
