import Foundation
import Testing
@testable import PayPalMock

/// The shipping module as Braintree's iOS SDK asks for it (`shipping_callback_url`): PayPal calls the merchant's
/// server as the review opens and as the buyer changes the address or the option, shows what it answers, and holds
/// the approval while it refuses or does not answer.
@Suite struct ShippingModuleTests {
    typealias API = BraintreeClientAPITests

    func open(_ backend: TestBackend, _ bearer: String, callback: String) async throws -> String {
        var body = API.checkout("20.00")
        body["shipping_callback_url"] = callback
        let opened = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: bearer)
        #expect(opened.status == 201, "\(opened.json)")
        let url = try #require((opened.json["paymentResource"] as? [String: Any])?["redirectUrl"] as? String)
        return try #require(URLComponents(string: url)?.queryItems?.first { $0.name == "token" }?.value)
    }

    @Test func theMerchantIsCalledAsTheReviewOpensAndAsTheBuyerChangesOptionAndAddress() async throws {
        try await ShippingMerchant.with { merchant in
            try await TestBackend.with(.calling(merchant.url)) { backend in
                let bearer = "Bearer " + (try await backend.braintreeFingerprint())
                let session = try await backend.login("alex@personal.example.com")
                let token = try await open(backend, bearer, callback: merchant.url.absoluteString)
                let (status, review) = try await backend.buyer("GET", "hermes/\(token)", token: session)
                #expect(status == 200)
                let first = try #require(merchant.received.first)
                #expect(first["id"] == token && first["shipping_address.country_code"] == "US" && first["shipping_address.admin_area_2"] == "San Jose")
                #expect(first.value(at: "shipping_address.address_line_1") == nil && first.value(at: "shipping_address.name") == nil, "redacted")
                #expect(first.value(at: "shipping_option") == nil, "the first call sends no option")
                #expect(review["shipping.total"] == "20.00" && review["shipping.address_id"] == "AD-ALEX-HOME" && review.count("shipping.options") == 2)

                let (_, option) = try await backend.buyer("POST", "hermes/\(token)/shipping", token: session, json: ["option_id": "2"])
                #expect(merchant.received.last?["shipping_option.id"] == "2")
                #expect(option["shipping.total"] == "27.00" && option["shipping.options[1].selected"] == true)
                let (_, moved) = try await backend.buyer("POST", "hermes/\(token)/shipping", token: session, json: ["address_id": "AD-ALEX-WORK"])
                #expect(merchant.received.last?["shipping_address.admin_area_2"] == "San Francisco" && merchant.received.last?["shipping_option.id"] == "2")
                #expect(moved["shipping.address_id"] == "AD-ALEX-WORK" && moved["shipping.total"] == "27.00")
                let (approved, _) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": "web"])
                #expect(approved == 200)
                let noor = try await backend.login("noor@personal.example.com")
                let (stranger, _) = try await backend.buyer("POST", "hermes/\(token)/shipping", token: noor, json: ["option_id": "1"])
                #expect(stranger == 404, "another buyer cannot reach Alex's approval")
                let (anonymous, _) = try await backend.buyer("POST", "hermes/\(token)/shipping", json: ["option_id": "1"])
                #expect(anonymous == 401)
                let calls = merchant.received.count
                #expect(calls == 3, "refused calls never reach the merchant")
            }
        }
    }

    @Test func aCountryTheMerchantRefusesHoldsTheApprovalUntilAnotherAddress() async throws {
        try await ShippingMerchant.with(refusing: "US") { merchant in
            try await TestBackend.with(.calling(merchant.url)) { backend in
                let bearer = "Bearer " + (try await backend.braintreeFingerprint())
                let session = try await backend.login("alex@personal.example.com")
                let token = try await open(backend, bearer, callback: merchant.url.absoluteString)
                let (_, review) = try await backend.buyer("GET", "hermes/\(token)", token: session)
                #expect(review["shipping.issue"] == "COUNTRY_ERROR" && review.value(at: "shipping.total") == nil)
                let (refused, answer) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": "web"])
                #expect(refused == 422 && answer["details[0].issue"] == "SHIPPING_NOT_ACCEPTED")
            }
        }
    }

    @Test func aSlowMerchantIsNoAnswerAfterPayPalsWait() async throws {
        try await ShippingMerchant.with(delay: .seconds(6)) { merchant in
            try await TestBackend.with(.calling(merchant.url)) { backend in
                let bearer = "Bearer " + (try await backend.braintreeFingerprint())
                let session = try await backend.login("alex@personal.example.com")
                let token = try await open(backend, bearer, callback: merchant.url.absoluteString)
                let (_, review) = try await backend.buyer("GET", "hermes/\(token)", token: session)
                #expect(review["shipping.issue"] == "NO_ANSWER", "the merchant would have answered 200, after PayPal gave up")
                #expect(merchant.received.count == 1 && review.value(at: "shipping.total") == nil)
            }
        }
    }

    @Test func sixteenOptionChangesAtOnceAllAnswerAndAnUnknownOptionOrABadURLIsRefused() async throws {
        try await ShippingMerchant.with { merchant in
            try await TestBackend.with(.calling(merchant.url)) { backend in
                let bearer = "Bearer " + (try await backend.braintreeFingerprint())
                let session = try await backend.login("alex@personal.example.com")
                let token = try await open(backend, bearer, callback: merchant.url.absoluteString)
                _ = try await backend.buyer("GET", "hermes/\(token)", token: session)
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<16 { group.addTask { try await backend.buyer("POST", "hermes/\(token)/shipping", token: session, json: ["option_id": "2"]).0 } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
                let (_, review) = try await backend.buyer("GET", "hermes/\(token)", token: session)
                #expect(review["shipping.total"] == "27.00")
                let (unknown, _) = try await backend.buyer("POST", "hermes/\(token)/shipping", token: session, json: ["option_id": "9"])
                #expect(unknown == 422)
                var body = API.checkout()
                body["shipping_callback_url"] = "ftp://merchant.example/shipping"
                let bad = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: bearer)
                #expect(bad.status == 422 && "\(bad.json)".contains("82914"))
            }
        }
    }
}
