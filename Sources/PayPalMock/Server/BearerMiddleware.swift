import Hummingbird

/// Refuses REST calls (`/v1/…`, `/v2/…`, `/v3/…`) that lack a live access token, before any route runs, and
/// tells the routes whose client the token belongs to.
struct BearerMiddleware: RouterMiddleware {
    typealias Context = MockRequestContext

    let tokens: AccessTokens

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if Self.needsToken(request.uri.path) {
            context.clientId = try await tokens.check(authorization: request.headers[.authorization])
        }
        return try await next(request, context)
    }

    static func needsToken(_ path: String) -> Bool {
        path != OAuthRoutes.tokenPath && ["/v1/", "/v2/", "/v3/"].contains { path.hasPrefix($0) }
    }
}
