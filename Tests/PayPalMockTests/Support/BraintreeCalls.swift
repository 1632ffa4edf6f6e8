import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

extension BraintreeMerchant {
    /// The merchant of the default credentials, which a test backend serves.
    static let sandbox = BraintreeMerchant(.defaults)
}

/// Talking to the Braintree gateway as its server SDKs do: basic auth with the merchant's keys, XML bodies.
extension TestBackend {
    static func braintreeAuthorization(_ merchant: BraintreeMerchant = .sandbox) -> String {
        "Basic " + Data("\(merchant.publicKey):\(merchant.privateKey)".utf8).base64EncodedString()
    }

    /// A gateway call for the sandbox merchant: `path` under `/merchants/{id}`.
    func braintree(
        _ method: String, _ path: String, xml: String? = nil, authorization: String = braintreeAuthorization()
    ) async throws -> (status: Int, body: String) {
        let exchange = try await http.send(
            method, "/merchants/\(BraintreeMerchant.sandbox.merchantId)\(path)",
            headers: ["Authorization": authorization, "Content-Type": "application/xml", "Accept": "application/xml", "X-ApiVersion": "6"],
            body: xml.map { Data($0.utf8) })
        return (exchange.status, String(decoding: exchange.body, as: UTF8.self))
    }
}

/// Talking to Braintree's OAuth token API as a partner's server SDK does: basic auth with the OAuth application's
/// client id and secret, XML bodies.
extension TestBackend {
    static func braintreeOAuthAuthorization(secret: String = Credentials.defaults.braintreeOAuthClientSecret) -> String {
        "Basic " + Data("\(Credentials.defaults.braintreeOAuthClientId):\(secret)".utf8).base64EncodedString()
    }

    /// `POST /oauth/{path}` with the application's credentials unless others are given.
    func braintreeOAuth(
        _ path: String, xml: String, authorization: String? = braintreeOAuthAuthorization()
    ) async throws -> (status: Int, body: String) {
        var headers = ["Content-Type": "application/xml", "Accept": "application/xml", "X-ApiVersion": "6"]
        if let authorization { headers["Authorization"] = authorization }
        let exchange = try await http.send("POST", "/oauth/\(path)", headers: headers, body: Data(xml.utf8))
        return (exchange.status, String(decoding: exchange.body, as: UTF8.self))
    }

    /// Exchanges `code` (or, with `grant` `refresh_token`, a refresh token) for the access and refresh tokens.
    func braintreeTokens(code: String, grant: String = "authorization_code", scope: String? = nil) async throws -> (access: String, refresh: String) {
        let field = grant == "refresh_token" ? "refresh_token" : "code"
        let xml = "<credentials><\(field)>\(code)</\(field)><grant_type>\(grant)</grant_type>\(scope.map { "<scope>\($0)</scope>" } ?? "")</credentials>"
        let (status, body) = try await braintreeOAuth("access_tokens", xml: xml)
        #expect(status == 201, "\(body)")
        let access = try #require(body.firstMatch(of: /<access-token>([^<]+)<\/access-token>/)?.1)
        let refresh = try #require(body.firstMatch(of: /<refresh-token>([^<]+)<\/refresh-token>/)?.1)
        return (String(access), String(refresh))
    }
}
