import Foundation
import Testing
@testable import PayPalMock

/// Braintree's client API over loopback HTTP, as the iOS SDK calls it with a client token's fingerprint.
@Suite struct BraintreeClientAPITests {
    static let success = "sdk.ios.braintree://onetouch/v1/success"

    static func checkout(_ amount: String = "10.00", app: Bool = false) -> [String: Any] {
        ["amount": amount, "currency_iso_code": "USD", "return_url": success, "cancel_url": "sdk.ios.braintree://onetouch/v1/cancel",
         "launch_paypal_app": app]
    }

    /// Approves a checkout (or a billing agreement) and tokenizes the return URL, once more when `twice`; the nonce.
    static func nonce(_ backend: TestBackend, bearer: String, vault: Bool = false, twice: Bool = false) async throws -> String {
        let path = vault ? "/paypal_hermes/setup_billing_agreement" : "/paypal_hermes/create_payment_resource"
        let opened = try await backend.braintreeClient("POST", path, json: checkout(), authorization: bearer)
        let resource = (opened.json["paymentResource"] ?? opened.json["agreementSetup"]) as? [String: Any]
        let url = try #require((resource?["redirectUrl"] ?? resource?["approvalUrl"]) as? String)
        let query = try #require(URLComponents(string: url)?.query)
        let tokenize = { try await backend.braintreeClient(
            "POST", "/payment_methods/paypal_accounts", json: ["paypal_account": ["response": ["webURL": success + "?" + query]]], authorization: bearer) }
        let tokenized = try await tokenize()
        #expect(tokenized.status == 201, "\(tokenized.json)")
        if twice { #expect(try await tokenize().status == 422) }
        let account = try #require((tokenized.json["paypalAccounts"] as? [[String: Any]])?.first)
        #expect((account["details"] as? [String: Any])?["email"] as? String == BraintreeMerchant.sandboxPayerEmail)
        return try #require(account["nonce"] as? String)
    }

    @Test func theConfigurationNamesPayPalAndTheClientAPI() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let (status, json) = try await backend.braintreeClient("GET", "/configuration", authorization: bearer)
            #expect(status == 200 && json["paypalEnabled"] as? Bool == true && json["merchantId"] as? String == "payterm-merchant")
            #expect((json["clientApiUrl"] as? String)?.hasSuffix("/merchants/payterm-merchant/client_api") == true)
            let paypal = json["paypal"] as? [String: Any]
            #expect(paypal?["displayName"] as? String == "PayTerm" && paypal?["currencyIsoCode"] as? String == "USD")
        }
    }

    @Test func theFingerprintMayComeInTheQueryOrTheBody() async throws {
        try await TestBackend.with { backend in
            let fingerprint = try await backend.braintreeFingerprint()
            let query = try await backend.http.send(
                "GET", "/merchants/payterm-merchant/client_api/v1/configuration?authorization_fingerprint=\(fingerprint)")
            #expect(query.status == 200)
            var body = Self.checkout()
            body["authorization_fingerprint"] = fingerprint
            #expect(try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: nil).status == 201)
        }
    }

    @Test func missingForgedOrExpiredFingerprintsAre401() async throws {
        try await TestBackend.with { backend in
            let fingerprint = try await backend.braintreeFingerprint()
            let forged = String(fingerprint.dropFirst()) + "0"
            let signature = fingerprint.split(separator: ".")[0]
            for authorization in [nil, "Bearer", "Bearer x", "Bearer \(forged)", "Bearer \(signature).99999999999", "Bearer ..", TestBackend.braintreeAuthorization()] {
                let (status, json) = try await backend.braintreeClient("GET", "/configuration", authorization: authorization)
                #expect(status == 401 && (json["error"] as? [String: Any])?["message"] != nil, "\(authorization ?? "none")")
            }
            let other = try await backend.http.send("GET", "/merchants/someone-else/client_api/v1/configuration", headers: ["Authorization": "Bearer " + fingerprint])
            #expect(other.status == 401)
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "2d"])
            #expect(try await backend.braintreeClient("GET", "/configuration", authorization: "Bearer " + fingerprint).status == 401)
        }
    }

    @Test func checkoutChoosesTheAppOrTheWeb() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            for app in [false, true] {
                let (status, json) = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: Self.checkout(app: app), authorization: bearer)
                let resource = json["paymentResource"] as? [String: Any]
                #expect(status == 201 && resource?["launchPayPalApp"] as? Bool == app)
                #expect((resource?["redirectUrl"] as? String)?.contains("token=EC-") == true)
            }
            let web = try await backend.braintreeClient("POST", "/paypal_hermes/setup_billing_agreement", json: Self.checkout(), authorization: bearer)
            let setup = web.json["agreementSetup"] as? [String: Any]
            #expect(web.status == 201 && (setup?["approvalUrl"] as? String)?.contains("ba_token=BA-") == true && setup?["paypalAppApprovalUrl"] == nil)
            let app = try await backend.braintreeClient("POST", "/paypal_hermes/setup_billing_agreement", json: Self.checkout(app: true), authorization: bearer)
            let appSetup = app.json["agreementSetup"] as? [String: Any]
            #expect((appSetup?["paypalAppApprovalUrl"] as? String)?.contains("ba_token=BA-") == true && appSetup?["approvalUrl"] == nil)
        }
    }

    @Test func badInputIsRefusedInTheClientAPIShape() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            var noReturn = Self.checkout()
            noReturn["return_url"] = nil
            var euros = Self.checkout()
            euros["currency_iso_code"] = "EUR"
            for body in [Self.checkout("abc"), Self.checkout("-1"), Self.checkout(String(repeating: "9", count: 40)), noReturn, euros] {
                let (status, json) = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: bearer)
                #expect(status == 422 && (json["fieldErrors"] as? [[String: Any]])?.isEmpty == false, "\(body): \(json)")
            }
            let wrongType = try await backend.braintreeClient(
                "POST", "/paypal_hermes/create_payment_resource", json: ["amount": ["x"], "return_url": 3], authorization: bearer)
            #expect(wrongType.status == 400)
            for url in ["", "sdk.ios.braintree://onetouch/v1/cancel?token=EC-X", Self.success + "?token=EC-NOSUCHTOKEN"] {
                let (status, _) = try await backend.braintreeClient(
                    "POST", "/payment_methods/paypal_accounts", json: ["paypal_account": ["response": ["webURL": url]]], authorization: bearer)
                #expect(status == 422, "\(url)")
            }
        }
    }

    @Test func aOneTimeNoncePaysOneSale() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let nonce = try await Self.nonce(backend, bearer: bearer, twice: true)
            let sale = try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("10.00", nonce: nonce))
            #expect(sale.status == 201 && sale.body.contains("<status>authorized</status>") && sale.body.contains("<billing-agreement-id nil=\"true\">"), "\(sale.body)")
            let again = try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("10.00", nonce: nonce))
            #expect(again.status == 422 && again.body.contains("<code>91564</code>"), "\(again.body)")
        }
    }

    @Test func aBillingAgreementNoncePaysAgainWithItsAgreement() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let nonce = try await Self.nonce(backend, bearer: bearer, vault: true)
            for _ in 0..<2 {
                let sale = try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("10.00", nonce: nonce))
                #expect(sale.status == 201 && sale.body.contains("<billing-agreement-id>B-"), "\(sale.body)")
            }
            let unknown = try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("10.00", nonce: "not-minted"))
            #expect(unknown.status == 422 && unknown.body.contains("<code>91565</code>"))
        }
    }
}
