import Foundation

/// A Braintree client token, as the merchant's server hands it to its app: base64 JSON naming the client API and
/// the authorization fingerprint every client API call carries.
public struct ClientToken: Codable, Sendable, Equatable {
    public let authorizationFingerprint: String
    /// Where the client API is, `…/merchants/{merchant_id}/client_api`.
    public let clientApiUrl: URL

    private struct Body: Decodable {
        var authorizationFingerprint: String
        var clientApiUrl: String
    }

    /// Reads the token; nil when it is not a client token.
    public init?(_ token: String) {
        guard let data = Data(base64Encoded: token), let body = try? JSONDecoder().decode(Body.self, from: data),
              let url = URL(string: body.clientApiUrl) else { return nil }
        authorizationFingerprint = body.authorizationFingerprint
        clientApiUrl = url
    }
}
