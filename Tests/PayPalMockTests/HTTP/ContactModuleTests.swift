import Foundation
import Testing
@testable import PayPalMock

/// The contact module as Braintree's iOS SDK sends it (`contact_preference`, `recipient_email`,
/// `international_phone`): what PayPal's review offers the buyer, what they may choose, and what the merchant's sale
/// receives.
@Suite struct ContactModuleTests {
    typealias API = BraintreeClientAPITests
    static let merchants = ["email": "ana@example.com", "phone": "+14155550199"]
    static let alex = ["email": "alex@personal.example.com", "phone": "+14085550101"]

    /// A $10 checkout asking for `preference`, with the merchant's recipient when `recipient`; its EC token.
    func open(_ backend: TestBackend, _ bearer: String, _ preference: String, recipient: Bool = true) async throws -> String {
        var body = API.checkout()
        body["contact_preference"] = preference
        if recipient {
            body["recipient_email"] = "ana@example.com"
            body["international_phone"] = ["country_code": "1", "national_number": "4155550199"]
        }
        let opened = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: bearer)
        #expect(opened.status == 201, "\(opened.json)")
        let url = try #require((opened.json["paymentResource"] as? [String: Any])?["redirectUrl"] as? String)
        return try #require(URLComponents(string: url)?.queryItems?.first { $0.name == "token" }?.value)
    }

    func contact(_ backend: TestBackend, _ token: String, _ session: String) async throws -> [String: Any]? {
        let (status, view) = try await backend.buyer("GET", "hermes/\(token)", token: session)
        #expect(status == 200)
        return view.value(at: "contact") as? [String: Any]
    }

    /// Approves with `chosen` (none: PayPal's first) and sells the nonce; the sale's XML.
    func sale(_ backend: TestBackend, _ bearer: String, _ token: String, _ session: String, chosen: [String: String]? = nil) async throws -> String {
        var decision: [String: Any] = ["surface": "web"]
        decision["contact"] = chosen
        let (status, approved) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: decision)
        #expect(status == 200, "\(approved)")
        let tokenized = try await API.tokenize(backend, bearer: bearer, try #require(approved["redirect_url"] as String?))
        let nonce = try #require((tokenized.json["paypalAccounts"] as? [[String: Any]])?.first?["nonce"] as? String)
        return try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("10.00", nonce: nonce)).body
    }

    @Test func updateOffersTheMerchantsAndTheBuyersOwnAndTheMerchantGetsTheOneChosen() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            let token = try await open(backend, bearer, "UPDATE_CONTACT_INFO")
            let shown = try #require(try await contact(backend, token, session))
            #expect(shown["editable"] as? Bool == true)
            #expect((shown["choices"] as? [[String: String]]) == [Self.merchants, Self.alex])
            let (refused, answer) = try await backend.buyer(
                "POST", "hermes/\(token)/approve", token: session, json: ["surface": "web", "contact": ["email": "mallory@example.com"]])
            #expect(refused == 422 && answer["details[0].issue"] == "CONTACT_NOT_AVAILABLE")
            let xml = try await sale(backend, bearer, token, session, chosen: Self.alex)
            #expect(xml.contains("<recipient-email>alex@personal.example.com</recipient-email>") && xml.contains("<recipient-phone>+14085550101</recipient-phone>"), "\(xml)")
        }
    }

    @Test func retainShowsOnlyTheMerchantsAndNothingWhenItPassedNothing() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            let token = try await open(backend, bearer, "RETAIN_CONTACT_INFO")
            let shown = try #require(try await contact(backend, token, session))
            #expect(shown["editable"] as? Bool == false && (shown["choices"] as? [[String: String]]) == [Self.merchants])
            let (refused, _) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": "web", "contact": Self.alex])
            #expect(refused == 422, "the buyer may not change a retained contact")
            #expect(try await sale(backend, bearer, token, session).contains("<recipient-email>ana@example.com</recipient-email>"))
            let empty = try await open(backend, bearer, "RETAIN_CONTACT_INFO", recipient: false)
            #expect(try await contact(backend, empty, session) == nil, "RETAIN with nothing passed is NO_CONTACT_INFO")
        }
    }

    @Test func noContactInfoShowsNoneAndTheSaleCarriesNone() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            let token = try await open(backend, bearer, "NO_CONTACT_INFO")
            #expect(try await contact(backend, token, session) == nil)
            let xml = try await sale(backend, bearer, token, session)
            #expect(xml.contains("<recipient-email nil=\"true\"") || !xml.contains("<recipient-email>"), "\(xml)")
        }
    }

    @Test func aBadPreferenceEmailOrPhoneIsRefusedInTheClientAPIShape() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            for (field, value, code) in [
                ("contact_preference", "SHOW_EVERYTHING" as Any, "82911"), ("recipient_email", "not-an-email" as Any, "82912"),
                ("international_phone", ["country_code": "1234", "national_number": "55"] as Any, "82913"),
            ] {
                var body = API.checkout()
                body["contact_preference"] = "UPDATE_CONTACT_INFO"
                body[field] = value
                let (status, json) = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: bearer)
                #expect(status == 422 && "\(json)".contains(code), "\(field): \(json)")
            }
        }
    }
}
