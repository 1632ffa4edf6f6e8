import Foundation

/// What a client token holds, before it is base64-encoded: where the client SDK finds the merchant's configuration,
/// and the fingerprint it authorizes its calls with.
struct ClientTokenBody: Encodable {
    let version = 2
    let authorizationFingerprint: String
    let configUrl: String
    let clientApiUrl: String
    let merchantId: String
    let environment = "sandbox"

    init(merchant: BraintreeMerchant, base: String, fingerprint: String) {
        authorizationFingerprint = fingerprint
        clientApiUrl = merchant.clientApiUrl(base: base)
        configUrl = clientApiUrl + "/v1/configuration"
        merchantId = merchant.merchantId
    }

    /// The token as the gateway hands it out: the JSON, base64.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self).base64EncodedString()
    }
}
