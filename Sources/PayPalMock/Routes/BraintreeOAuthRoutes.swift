import Foundation
import Hummingbird

/// Braintree's OAuth token API, `/oauth/…`, in XML, for a partner's server SDK: HTTP basic auth with the OAuth
/// application's client id and secret, and the `X-ApiVersion` the SDKs send. Also the admin API's view of the
/// webhook notifications Braintree would send the partner.
struct BraintreeOAuthRoutes {
    let oauth: BraintreeOAuth

    func register(on routes: RouteTable) {
        let oauth = oauth
        on(routes, "/oauth/access_tokens") { request, context in
            guard let caller = request.basicCredentials, oauth.authenticates(clientId: caller.user, secret: caller.password) else {
                throw GatewayFailure.invalid("93802", "client_secret", "Invalid credentials: wrong client id or secret", on: ["credentials"])
            }
            let body = try FormDecoder.decode(OAuthCredentialsBody.self, from: XMLBody.read(context.body, root: "credentials").dashesAsUnderscores)
            let issued = try await oauth.exchange(BraintreeOAuth.Exchange(
                grantType: body.grantType, code: body.code, refreshToken: body.refreshToken, scope: body.scope))
            return WireResponse.gateway(GatewayViews.credentials(issued), status: .created)
        }
        on(routes, "/oauth/revoke_access_token") { request, context in
            guard let caller = request.basicCredentials, oauth.authenticates(clientId: caller.user, secret: caller.password) else {
                return WireResponse(status: .unauthorized, body: Data())
            }
            let revoked = try await oauth.revoke(XMLBody.text(context.body, root: "token"))
            return WireResponse.gateway(GatewayViews.result(success: revoked), status: .ok)
        }
        routes.on(.get, "/payterm/v1/braintree/notifications") { _, _ in
            let signed = try await oauth.notifications().map { SignedWebhookNotification($0, signedBy: oauth.merchant) }
            return try WireResponse.rest(["notifications": signed])
        }
    }

    private func on(
        _ routes: RouteTable, _ path: String, _ handler: @escaping @Sendable (Request, MockRequestContext) async throws -> WireResponse
    ) {
        routes.on(.post, RouterPath(path)) { request, context in
            guard request.basicCredentials != nil else { return WireResponse(status: .unauthorized, body: Data()) }
            guard request.header("X-ApiVersion") != nil else { return WireResponse(status: .upgradeRequired, body: Data()) }
            return try await WireResponse.gateway { try await handler(request, context) }
        }
    }
}
