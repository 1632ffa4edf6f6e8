import Foundation

/// A REST app's client id and secret, which `POST /v1/oauth2/token` trades for access tokens.
public struct ClientCredentials: Sendable, Equatable {
    public var clientId: String
    public var secret: Secret

    public init(clientId: String, secret: Secret) {
        self.clientId = clientId
        self.secret = secret
    }

    /// `Basic base64(id:secret)`.
    var basicAuthorization: String {
        "Basic " + Data("\(clientId):\(secret.revealed)".utf8).base64EncodedString()
    }
}
