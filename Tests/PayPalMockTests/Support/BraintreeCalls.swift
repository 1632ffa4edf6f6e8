import Foundation
import PayPalAPI
@testable import PayPalMock

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
