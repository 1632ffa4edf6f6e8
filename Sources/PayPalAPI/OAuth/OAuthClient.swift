import Foundation

/// Access tokens for the REST clients (OAuth2 client credentials): one token is kept and handed to every call
/// until shortly before it expires, on the clock given, then a new one is asked for. An actor, so that tasks can
/// share one: calls that find no token wait for the same request instead of each making one.
public actor OAuthClient {
    private let transport: HTTPTransport
    private let credentials: ClientCredentials
    private let now: @Sendable () -> Date
    private let margin: TimeInterval
    private var cached: (token: String, renewAt: Date)?
    private var pending: Task<Result<String, PayPalAPIError>, Never>?

    /// `now` is the clock the token's lifetime is measured on; a token is renewed `margin` seconds before it
    /// expires, so that a call does not set out with a token that runs out on the way.
    public init(
        transport: HTTPTransport, credentials: ClientCredentials, now: @escaping @Sendable () -> Date = { Date() }, margin: TimeInterval = 60
    ) {
        self.transport = transport
        self.credentials = credentials
        self.now = now
        self.margin = margin
    }

    /// The kept token while it has more than the margin left, else a new one.
    public func accessToken() async throws(PayPalAPIError) -> String {
        if let cached, now() < cached.renewAt { return cached.token }
        return try await renewed()
    }

    /// A token other than `rejected`, which the backend answered 401 `invalid_token` to (it expired early, or the
    /// backend's clock moved on): the kept one when another call has renewed it already, else a new one.
    public func accessToken(replacing rejected: String) async throws(PayPalAPIError) -> String {
        if let cached, cached.token != rejected, now() < cached.renewAt { return cached.token }
        if cached?.token == rejected { cached = nil }
        return try await renewed()
    }

    /// Asks for a new token (`POST /v1/oauth2/token`), without keeping it.
    public func requestGrant() async throws(PayPalAPIError) -> AccessTokenGrant {
        let request = WireRequest(
            "OAuth2 token", "POST", "/v1/oauth2/token",
            headers: ["Authorization": credentials.basicAuthorization, "Content-Type": "application/x-www-form-urlencoded"],
            body: Data("grant_type=client_credentials".utf8))
        return try await transport.perform(request)
    }

    private func renewed() async throws(PayPalAPIError) -> String {
        if let pending { return try await pending.value.get() }
        let task = Task { () async -> Result<String, PayPalAPIError> in
            do throws(PayPalAPIError) {
                let asked = now()
                let grant = try await requestGrant()
                cached = (grant.accessToken, asked.addingTimeInterval(TimeInterval(grant.expiresIn) - margin))
                return .success(grant.accessToken)
            } catch {
                return .failure(error)
            }
        }
        pending = task
        defer { pending = nil }
        return try await task.value.get()
    }
}
