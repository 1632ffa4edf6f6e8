import Hummingbird

/// `POST /v1/oauth2/token`: the client-credentials grant.
struct OAuthRoutes: Surface {
    static let tokenPath = "/v1/oauth2/token"

    let tokens: AccessTokens

    init(_ parts: BackendParts) {
        tokens = parts.tokens
    }

    func register(on routes: RouteTable) {
        routes.on(.post, RouterPath(Self.tokenPath), for: \.restClientSecret) { _, context, client in
            try .rest(try await tokens.grant(to: client, body: context.body))
        }
    }
}
