import Hummingbird

/// Refuses REST calls (`/v1/…`, `/v2/…`, `/v3/…`) that lack a live access token, before any route runs.
struct BearerMiddleware: RouterMiddleware {
    typealias Context = MockRequestContext

    let tokens: AccessTokens

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.needsToken(request.uri.path) {
            try await tokens.check(authorization: request.headers[.authorization])
        }
        return try await next(request, context)
    }

    static func needsToken(_ path: String) -> Bool {
        path != OAuthRoutes.tokenPath && ["/v1/", "/v2/", "/v3/"].contains { path.hasPrefix($0) }
    }
}
