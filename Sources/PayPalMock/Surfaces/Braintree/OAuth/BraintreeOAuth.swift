import Foundation

/// OAuth for "Connect with Braintree", as the partner's server SDK calls it with the application's client id and
/// secret: codes exchanged for access and refresh tokens, refreshed, revoked (which notifies the partner); and the
/// access tokens a partner acts for a connected merchant with. Each call one store transaction.
struct BraintreeOAuth: Sendable {
    let store: Store
    let clock: VirtualClock
    let application: BraintreeOAuthApplication
    /// The merchant whose API keys are configured, whom the sandbox's fake codes connect.
    let merchant: BraintreeMerchant

    /// The sandbox's codes (braintree-auth/testing-go-live): one that works any number of times, and two that never do.
    static let fakeValidCode = "fake-valid-auth-code"
    static let fakeUsedCode = "fake-used-auth-code"
    static let fakeExpiredCode = "fake-expired-auth-code"

    /// What `POST /oauth/access_tokens` asks for, as its `<credentials>` fields.
    struct Exchange {
        var grantType: String?
        var code: String?
        var refreshToken: String?
        var scope: String?
    }

    struct Issued: Sendable {
        let accessToken: String
        let refreshToken: String
        let expiresAt: Date
        let scopes: [BraintreeScope]
    }

    /// Basic auth with the application's client id and secret, compared in constant time.
    func authenticates(clientId: String, secret: String) -> Bool {
        ConstantTime.equal(Array("\(clientId):\(secret)".utf8), Array("\(application.clientId):\(application.clientSecret)".utf8))
    }

    func exchange(_ exchange: Exchange) async throws -> Issued {
        let requested = try Self.requestedScopes(exchange.scope)
        let now = clock.now()
        switch exchange.grantType {
        case nil, "":
            throw Self.refusal("93804", "grant_type", "Invalid request: grant_type is required")
        case "authorization_code":
            guard let code = exchange.code, !code.isEmpty else { throw Self.refusal("93804", "code", "Invalid request: code is required") }
            return try await store.write { db in
                let (merchantId, granted) = try redeem(code, requesting: requested, in: db, at: now)
                return try issue(for: merchantId, granted: granted, requested: requested, in: db, at: now)
            }
        case "refresh_token":
            guard let token = exchange.refreshToken, !token.isEmpty else {
                throw Self.refusal("93804", "refresh_token", "Invalid request: refresh_token is required")
            }
            return try await store.write { db in
                guard let id = try db.owner(of: TokenDigest.of(token), in: .braintreeRefreshToken),
                      var grant = try db.document(BraintreeAccessGrant.self, id: id), grant.clientId == application.clientId else {
                    throw Self.refusal("93801", "refresh_token", "Invalid grant: refresh token not found")
                }
                guard !grant.revoked, !grant.refreshed, now < grant.refreshExpiresAt else {
                    throw Self.refusal("93801", "refresh_token", "Invalid grant: refresh token was used, revoked or has expired")
                }
                grant.refreshed = true
                try db.save(grant)
                return try issue(for: grant.merchantId, granted: grant.scopes, requested: requested, in: db, at: now)
            }
        default:
            throw Self.refusal("93805", "grant_type", "Unsupported grant type")
        }
    }

    /// Revokes an access token the application holds, with its refresh token, and files the partner's
    /// `oauth_access_revoked` notification; false when the token is not one of the application's live ones.
    func revoke(_ token: String) async throws -> Bool {
        let now = clock.now()
        return try await store.write { db in
            guard var grant = try db.document(BraintreeAccessGrant.self, id: TokenDigest.of(token)), grant.clientId == application.clientId,
                  !grant.revoked else { return false }
            grant.revoked = true
            try db.save(grant)
            try db.save(BraintreeNotification(
                id: UUID().uuidString.lowercased(), kind: BraintreeNotification.oauthAccessRevoked, timestamp: now, merchantId: grant.merchantId,
                clientId: grant.clientId))
            return true
        }
    }

    /// The merchant a live access token (neither revoked nor expired) acts for, and the scopes it was granted.
    func merchant(forAccessToken token: String) async throws -> (merchant: BraintreeMerchant, scopes: [BraintreeScope])? {
        let now = clock.now()
        let configured = merchant
        return try await store.read { db in
            guard let grant = try db.document(BraintreeAccessGrant.self, id: TokenDigest.of(token)), grant.acts(at: now) else { return nil }
            return try db.braintreeMerchant(id: grant.merchantId, configured: configured).map { ($0, grant.scopes) }
        }
    }

    /// Every notification filed for the partner, oldest first.
    func notifications() async throws -> [BraintreeNotification] {
        try await store.read { db in try db.documents(BraintreeNotification.self) }
    }

    /// The merchant and scopes a code was minted for; uses it up. The sandbox's valid code grants what is asked,
    /// `read_write` when nothing is.
    private func redeem(_ code: String, requesting requested: [BraintreeScope]?, in db: any StoreTransaction, at now: Date) throws -> (String, [BraintreeScope]) {
        let used = Self.refusal("93801", "code", "Invalid grant: code has already been used")
        let expired = Self.refusal("93801", "code", "Invalid grant: code has expired")
        switch code {
        case Self.fakeValidCode: return (merchant.merchantId, requested ?? [.readWrite])
        case Self.fakeUsedCode: throw used
        case Self.fakeExpiredCode: throw expired
        default: break
        }
        guard var minted = try db.document(BraintreeOAuthCode.self, id: TokenDigest.of(code)), minted.clientId == application.clientId else {
            throw Self.refusal("93801", "code", "Invalid grant: code not found")
        }
        guard !minted.used else { throw used }
        guard now < minted.expiresAt else { throw expired }
        minted.used = true
        try db.save(minted)
        return (minted.merchantId, minted.scopes)
    }

    private func issue(
        for merchantId: String, granted: [BraintreeScope], requested: [BraintreeScope]?, in db: any StoreTransaction, at now: Date
    ) throws -> Issued {
        let scopes = requested ?? granted
        guard scopes.allSatisfy({ $0.isCovered(by: granted) }) else {
            throw Self.refusal("93803", "scope", "Invalid scope: \(BraintreeScope.text(scopes)) was not granted")
        }
        let access = BraintreeAccessGrant.token("access_token", merchantId: merchantId)
        let refresh = BraintreeAccessGrant.token("refresh_token", merchantId: merchantId)
        let grant = BraintreeAccessGrant(
            id: TokenDigest.of(access), merchantId: merchantId, clientId: application.clientId, scopes: scopes,
            accessExpiresAt: now.addingTimeInterval(BraintreeAccessGrant.accessLifetime),
            refreshExpiresAt: now.addingTimeInterval(BraintreeAccessGrant.refreshLifetime), revoked: false, refreshed: false)
        try db.save(grant)
        try db.addAlias(TokenDigest.of(refresh), in: .braintreeRefreshToken, for: grant.id)
        return Issued(accessToken: access, refreshToken: refresh, expiresAt: grant.accessExpiresAt, scopes: scopes)
    }

    /// The scopes an exchange narrows the grant to; nil when it names none.
    private static func requestedScopes(_ scope: String?) throws(GatewayFailure) -> [BraintreeScope]? {
        guard let scope, !scope.isEmpty else { return nil }
        guard let scopes = BraintreeScope.parse(scope) else { throw refusal("93803", "scope", "Invalid scope: \(scope.prefix(64))") }
        return scopes
    }

    /// A refusal on the request's `<credentials>`, in Braintree's 9380x codes.
    private static func refusal(_ code: String, _ attribute: String, _ message: String) -> GatewayFailure {
        GatewayFailure.invalid(code, attribute, message, on: ["credentials"])
    }
}
