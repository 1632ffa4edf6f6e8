import Foundation
import PayPalVocabulary

/// What the Orders, Payments and Vault clients share: calls with an access token from the OAuth client, and one
/// more try with a new token when the backend answers 401 `invalid_token` to the one sent.
struct RESTCaller: Sendable {
    let transport: HTTPTransport
    let tokens: OAuthClient

    func perform(_ request: WireRequest) async throws(PayPalAPIError) -> HTTPExchange {
        let token = try await tokens.accessToken()
        do {
            return try await transport.perform(request.authorized(by: token))
        } catch where error.httpStatus == 401 && error.code == Self.invalidToken {
            let renewed = try await tokens.accessToken(replacing: token)
            return try await transport.perform(request.authorized(by: renewed))
        }
    }

    func perform<Response: Decodable>(_ request: WireRequest) async throws(PayPalAPIError) -> Response {
        try await perform(request).decoded(by: WireCoding.snakeCaseDecoder, for: request.name)
    }

    /// OAuth's error for a token the backend does not accept.
    static let invalidToken = "invalid_token"
}

extension WireRequest {
    func authorized(by token: String) -> WireRequest {
        var request = self
        request.headers["Authorization"] = "Bearer \(token)"
        return request
    }

    /// `PayPal-Request-Id`, when there is one: a replay with the same id answers as the first call did, and does
    /// nothing again.
    func identified(by requestId: String?) -> WireRequest {
        var request = self
        request.headers["PayPal-Request-Id"] = requestId
        return request
    }

    func preferring(_ preference: ReturnPreference) -> WireRequest {
        var request = self
        request.headers["Prefer"] = preference.rawValue
        return request
    }
}
