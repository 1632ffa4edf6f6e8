import Foundation

/// A REST access token from the client-credentials grant, valid for 9 hours on the virtual clock.
struct AccessToken: StoredDocument {
    static let kind = "access_token"
    /// PayPal's `expires_in`: 32,400 seconds.
    static let lifetime: Int = 32_400

    /// The bearer token's digest: the token itself is the client's alone.
    var id: String
    var clientId: String
    var expiresAt: Date

    func isValid(at now: Date) -> Bool { now < expiresAt }
}
