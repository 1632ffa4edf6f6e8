import Foundation
import Testing
@testable import PayPalMock

/// The Braintree gateway over loopback HTTP: its refusals, and hostile bodies answered with 4xx.
@Suite struct BraintreeGatewayTests {
    static func sale(_ amount: String, nonce: String = "fake-paypal-one-time-nonce") -> String {
        "<transaction><type>sale</type><amount>\(amount)</amount><payment_method_nonce>\(nonce)</payment_method_nonce></transaction>"
    }

    @Test func aSaleIsAuthorizedAndVoided() async throws {
        try await TestBackend.with { backend in
            let (status, body) = try await backend.braintree("POST", "/transactions", xml: Self.sale("10.00"))
            #expect(status == 201 && body.contains("<status>authorized</status>"), "\(body)")
            let id = try #require(body.firstMatch(of: /<id>([a-z0-9]+)<\/id>/)?.1)
            let voided = try await backend.braintree("PUT", "/transactions/\(id)/void")
            #expect(voided.status == 200 && voided.body.contains("<status>voided</status>"), "\(voided.body)")
        }
    }

    @Test func aSaleWrittenWithDashesAsMostSDKsWriteItIsReadAlike() async throws {
        try await TestBackend.with { backend in
            let sale = "<transaction><type>sale</type><amount>10.00</amount><payment-method-nonce>fake-paypal-one-time-nonce"
                + "</payment-method-nonce><options><submit-for-settlement>true</submit-for-settlement></options></transaction>"
            let (status, body) = try await backend.braintree("POST", "/transactions", xml: sale)
            #expect(status == 201 && body.contains("<status>settling</status>"), "a PayPal sale submitted for settlement is settling: \(body)")
        }
    }

    @Test func amountsOutOfRangeAreValidationErrors() async throws {
        try await TestBackend.with { backend in
            for (amount, code) in [("", "81502"), ("abc", "81503"), ("-1.00", "81501"), ("0.00", "81531"), ("1.001", "81503"),
                                   (String(repeating: "9", count: 40), "81528"), ("-" + String(repeating: "9", count: 40), "81501")] {
                let (status, body) = try await backend.braintree("POST", "/transactions", xml: Self.sale(amount))
                #expect(status == 422 && body.contains("<api-error-response>") && body.contains("<code>\(code)</code>"), "\(amount): \(body)")
            }
        }
    }

    @Test func hostileBodiesAnswer400() async throws {
        try await TestBackend.with { backend in
            for xml in ["<transaction><amount>", "{\"transaction\": {}}", "<order/>", "<!DOCTYPE x [<!ENTITY a \"b\">]><transaction/>",
                        "<transaction><amount>1</amount><amount>2</amount></transaction>",
                        String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)] {
                let (status, _) = try await backend.braintree("POST", "/transactions", xml: xml)
                #expect(status == 400, "\(xml)")
            }
        }
    }

    @Test func wrongKeysMerchantOrVersionAreRefused() async throws {
        try await TestBackend.with { backend in
            let wrongKey = "Basic " + Data("payterm-public-key:payterm-private-kex".utf8).base64EncodedString()
            #expect(try await backend.braintree("GET", "/transactions/abc", authorization: wrongKey).status == 401)
            #expect(try await backend.braintree("GET", "/transactions/abc", authorization: "Basic !!!").status == 401)
            #expect(try await backend.braintree("GET", "/transactions/abc").status == 404)
            let other = try await backend.http.send(
                "GET", "/merchants/someone-else/transactions/abc", headers: ["Authorization": TestBackend.braintreeAuthorization(), "X-ApiVersion": "6"])
            #expect(other.status == 401)
            let unversioned = try await backend.http.send(
                "GET", "/merchants/payterm-merchant/transactions/abc", headers: ["Authorization": TestBackend.braintreeAuthorization()])
            #expect(unversioned.status == 426)
        }
    }

    @Test func theSandboxsTestingCallsSettleOrHoldATransactionOnItsWayToSettlement() async throws {
        try await TestBackend.with { backend in
            let submitted = "<transaction><type>sale</type><amount>20.00</amount><payment_method_nonce>fake-paypal-one-time-nonce</payment_method_nonce>"
                + "<options><submit_for_settlement type=\"boolean\">true</submit_for_settlement></options></transaction>"
            var ids: [String] = []
            for xml in [submitted, submitted, Self.sale("20.00")] {
                let made = try await backend.braintree("POST", "/transactions", xml: xml)
                ids.append(String(try #require(made.body.firstMatch(of: /<id>([a-z0-9]+)<\/id>/)?.1)))
            }
            let settled = try await backend.braintree("PUT", "/transactions/\(ids[0])/settle")
            #expect(settled.status == 200 && settled.body.contains("<status>settled</status>"), "\(settled.body)")
            #expect(try await backend.braintree("POST", "/transactions/\(ids[0])/refund").status == 201)
            let pending = try await backend.braintree("PUT", "/transactions/\(ids[1])/settlement_pending")
            #expect(pending.status == 200 && pending.body.contains("<status>settlement_pending</status>"), "\(pending.body)")
            #expect(try await backend.braintree("PUT", "/transactions/\(ids[1])/settle").body.contains("<status>settled</status>"))
            for action in ["settle", "settlement_pending"] {
                let refused = try await backend.braintree("PUT", "/transactions/\(ids[2])/\(action)")
                #expect(refused.status == 422 && refused.body.contains("<code>91575</code>"), "\(action): \(refused.body)")
            }
            #expect(try await backend.braintree("PUT", "/transactions/nosuch/settle").status == 404)
        }
    }

    @Test func theJournalNeverHoldsThePrivateKey() async throws {
        try await TestBackend.with { backend in
            _ = try await backend.braintree("POST", "/client_token", xml: "<client_token><version type=\"integer\">2</version></client_token>")
            let journal = try await backend.http.send("GET", "/payterm/v1/journal")
            let privateKeyInBase64 = Data("payterm-public-key:payterm-private-key".utf8).base64EncodedString()
            let text = String(decoding: journal.body, as: UTF8.self)
            #expect(text.contains("/merchants/payterm-merchant/client_token"))
            #expect(!text.contains(privateKeyInBase64) && !text.contains("payterm-private-key"))
        }
    }
}
