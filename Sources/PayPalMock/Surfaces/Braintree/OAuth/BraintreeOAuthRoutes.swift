import Foundation
import Hummingbird

/// Braintree's OAuth token API, `/oauth/…`, in XML, for a partner's server SDK (`BraintreePartners`). Also the admin API's view of the
/// webhook notifications Braintree would send the partner.
struct BraintreeOAuthRoutes: Surface {
    let oauth: BraintreeOAuth

    init(_ parts: BackendParts) {
        oauth = parts.braintree.oauth
    }

    func register(on routes: RouteTable) {
        let oauth = oauth
        on(routes, "/oauth/access_tokens", for: \.braintreePartner) { context in
            let body = try FormDecoder.decode(OAuthCredentialsBody.self, from: XMLBody.read(context.body, root: "credentials").dashesAsUnderscores)
            let issued = try await oauth.exchange(BraintreeOAuth.Exchange(
                grantType: body.grantType, code: body.code, refreshToken: body.refreshToken, scope: body.scope))
            return WireResponse.gateway(GatewayViews.credentials(issued), status: .created)
        }
        on(routes, "/oauth/revoke_access_token", for: \.braintreeRevokingPartner) { context in
            let revoked = try await oauth.revoke(XMLBody.text(context.body, root: "token"))
            return WireResponse.gateway(GatewayViews.result(success: revoked), status: .ok)
        }
        routes.on(.get, "/payterm/v1/braintree/notifications", for: \.admin) { _, _, _ in
            let signed = try await oauth.notifications().map { SignedWebhookNotification($0, signedBy: oauth.merchant) }
            return try WireResponse.rest(["notifications": signed])
        }
    }

    private func on(
        _ routes: RouteTable, _ path: String, for audience: KeyPath<Audiences, BraintreePartners>,
        _ handler: @escaping @Sendable (MockRequestContext) async throws -> WireResponse
    ) {
        routes.on(.post, RouterPath(path), for: audience) { _, context, _ in
            try await WireResponse.gateway { try await handler(context) }
        }
    }
}
