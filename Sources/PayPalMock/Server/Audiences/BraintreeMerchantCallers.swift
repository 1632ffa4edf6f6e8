import Foundation
import Hummingbird

/// A Braintree merchant's server on the gateway, `/merchants/{merchant_id}/…`: the configured merchant's public and
/// private keys (basic auth, compared in constant time), or a partner's live access token for the merchant the path
/// names; and the `X-ApiVersion` the SDKs send. A read-only token reads, and only reads. Refused as the gateway
/// refuses: an empty 401, 426 or 403.
struct BraintreeMerchantCallers: Audience {
    let oauth: BraintreeOAuth

    var name: AudienceName { .braintreeMerchant }

    func admit(_ arrival: Arrival) async throws -> BraintreeMerchant {
        let request = arrival.request
        guard let caller = try await caller(request, merchantId: arrival.parameter("merchantId")) else { throw AudienceRefusal.empty(.unauthorized) }
        guard request.header("X-ApiVersion") != nil else { throw AudienceRefusal.empty(.upgradeRequired) }
        // A client token opens the client API, which makes payments: a token that may not write may only read.
        guard caller.canWrite || request.method == .get else { throw AudienceRefusal.empty(.forbidden) }
        return caller.merchant
    }

    private func caller(_ request: Request, merchantId: String) async throws -> (merchant: BraintreeMerchant, canWrite: Bool)? {
        if let token = request.bearerToken {
            guard let acting = try await oauth.merchant(forAccessToken: token), acting.merchant.merchantId == merchantId else { return nil }
            return (acting.merchant, BraintreeScope.canWrite(acting.scopes))
        }
        let merchant = oauth.merchant
        guard merchantId == merchant.merchantId, let caller = request.basicCredentials,
              ConstantTime.equal(Array("\(caller.user):\(caller.password)".utf8), Array("\(merchant.publicKey):\(merchant.privateKey)".utf8))
        else { return nil }
        return (merchant, true)
    }
}

/// A partner's server on Braintree's OAuth token API: the OAuth application's client id and secret (basic auth)
/// and `X-ApiVersion`. Refused as the gateway refuses: no keys an empty 401, wrong ones `wrongKeys` (asking for a
/// token, `93802`; revoking one, an empty 401).
struct BraintreePartners: Audience {
    let oauth: BraintreeOAuth
    let wrongKeys: AudienceRefusal

    var name: AudienceName { .braintreePartner }

    func admit(_ arrival: Arrival) async throws {
        guard let caller = arrival.request.basicCredentials else { throw AudienceRefusal.empty(.unauthorized) }
        guard arrival.header("X-ApiVersion") != nil else { throw AudienceRefusal.empty(.upgradeRequired) }
        guard oauth.authenticates(clientId: caller.user, secret: caller.password) else { throw wrongKeys }
    }
}

/// A Braintree client SDK with a client token for the merchant the path names: its authorization fingerprint as a
/// bearer token, or (the client API, as older SDKs send it) in the query or the JSON body as
/// `authorization_fingerprint`, the one audience that may read the body to find its credentials.
struct BraintreeClients: Audience {
    let merchants: BraintreeMerchants
    let clock: VirtualClock
    /// Whether the fingerprint may come in the query or body (the client API) or only as a bearer token (GraphQL).
    let fingerprintOutsideHeader: Bool
    /// The refusal in the API's own shape.
    let refusal: @Sendable () throws -> WireResponse

    var name: AudienceName { .braintreeClient }

    func admit(_ arrival: Arrival) async throws -> BraintreeClientAPI {
        guard let api = try await BraintreeClientAPI.authorized(
            merchantId: arrival.parameter("merchantId"), fingerprint: try await fingerprint(arrival), merchants: merchants, clock: clock)
        else { throw AudienceRefusal(answer: try refusal()) }
        return api
    }

    private func fingerprint(_ arrival: Arrival) async throws -> String? {
        if let bearer = arrival.request.bearerToken { return bearer }
        guard fingerprintOutsideHeader else { return nil }
        if let value = arrival.request.uri.queryParameters.get("authorization_fingerprint") { return value }
        let body = try await arrival.body()
        return (try? BodyDecoding.decode(ClientAPIAuthorizationBody.self, from: body, keys: .convertFromSnakeCase))?.authorizationFingerprint
    }
}
