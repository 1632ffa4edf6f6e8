import Synchronization

/// The access tokens already found in the store, by digest, so that a REST call's token is checked from memory
/// after its first: tokens are never changed once issued, only forgotten all at once by a reset, after which the
/// store's generation has moved on and nothing remembered from before it counts. Expiry is the caller's to check.
final class KnownTokens: Sendable {
    /// The most remembered; past it the memory starts again, which costs one store read a token.
    static let capacity = 10_000
    private let known = Mutex<(generation: Int, tokens: [String: AccessToken])>((0, [:]))

    /// The token filed under `digest`, from memory or else the store; nil when it has none.
    func token(_ digest: String, in store: Store) async throws -> AccessToken? {
        let generation = store.generation
        if let token = known.withLock({ $0.generation == generation ? $0.tokens[digest] : nil }) { return token }
        guard let token = try await store.read({ db in try db.document(AccessToken.self, id: digest) }) else { return nil }
        known.withLock { known in
            if known.generation != generation || known.tokens.count >= Self.capacity { known = (generation, [:]) }
            known.tokens[digest] = token
        }
        return token
    }
}
