import Foundation
import Testing
@testable import PayPalMock

/// Braintree's client API over loopback HTTP, as the iOS SDK calls it with a client token's fingerprint.
@Suite struct BraintreeClientAPITests {
    static let success = "sdk.ios.braintree://onetouch/v1/success"
    static let universalLink = "https://shop.example.com/braintree-payments/braintreeAppSwitchPayPal"

    static func checkout(_ amount: String = "10.00", app: Bool = false) -> [String: Any] {
        var body: [String: Any] = [
            "amount": amount, "currency_iso_code": "USD", "return_url": success, "cancel_url": "sdk.ios.braintree://onetouch/v1/cancel",
            "launch_paypal_app": app,
        ]
        if app { body["merchant_app_return_url"] = universalLink }
        return body
    }

    /// Opens a checkout (or a billing agreement); its EC (or BA) token.
    static func open(_ backend: TestBackend, bearer: String, vault: Bool = false, app: Bool = false) async throws -> String {
        let path = vault ? "/paypal_hermes/setup_billing_agreement" : "/paypal_hermes/create_payment_resource"
        let opened = try await backend.braintreeClient("POST", path, json: checkout(app: app), authorization: bearer)
        let resource = (opened.json["paymentResource"] ?? opened.json["agreementSetup"]) as? [String: Any]
        let url = try #require((resource?["redirectUrl"] ?? resource?["approvalUrl"] ?? resource?["paypalAppApprovalUrl"]) as? String)
        let items = URLComponents(string: url)?.queryItems ?? []
        return try #require(items.first { $0.name == (vault ? "ba_token" : "token") }?.value)
    }

    /// Alex approves the token from `surface`; the URL back to the merchant's app.
    static func approve(_ backend: TestBackend, _ token: String, surface: String = "web", as email: String = "alex@personal.example.com") async throws -> String {
        let session = try await backend.login(email)
        let (status, answer) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": surface])
        #expect(status == 200, "\(answer)")
        return try #require(answer["redirect_url"] as String?)
    }

    static func tokenize(_ backend: TestBackend, bearer: String, _ url: String) async throws -> (status: Int, json: [String: Any]) {
        try await backend.braintreeClient("POST", "/payment_methods/paypal_accounts", json: ["paypal_account": ["response": ["webURL": url]]], authorization: bearer)
    }

    /// Alex approves a checkout (or a billing agreement) and the return URL is tokenized, once more when `twice`; the nonce.
    static func nonce(_ backend: TestBackend, bearer: String, vault: Bool = false, twice: Bool = false) async throws -> String {
        let returnURL = try await approve(backend, try await open(backend, bearer: bearer, vault: vault))
        let tokenized = try await tokenize(backend, bearer: bearer, returnURL)
        #expect(tokenized.status == 201, "\(tokenized.json)")
        if twice { #expect(try await tokenize(backend, bearer: bearer, returnURL).status == 422) }
        let account = try #require((tokenized.json["paypalAccounts"] as? [[String: Any]])?.first)
        let details = account["details"] as? [String: Any]
        #expect(details?["email"] as? String == "alex@personal.example.com")
        #expect((details?["payerInfo"] as? [String: Any])?["firstName"] as? String == "Alex")
        return try #require(account["nonce"] as? String)
    }

    @Test func theConfigurationNamesPayPalAndTheClientAPI() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let (status, json) = try await backend.braintreeClient("GET", "/configuration", authorization: bearer)
            #expect(status == 200 && json["paypalEnabled"] as? Bool == true && json["merchantId"] as? String == "payterm-merchant")
            #expect((json["clientApiUrl"] as? String)?.hasSuffix("/merchants/payterm-merchant/client_api") == true)
            let paypal = json["paypal"] as? [String: Any]
            #expect(paypal?["displayName"] as? String == "PayTerm Demo Store" && paypal?["currencyIsoCode"] as? String == "USD")
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

    @Test func aReturnURLTheBuyerDidNotApproveIsNotTokenized() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let token = try await Self.open(backend, bearer: bearer)
            let unapproved = try await Self.tokenize(backend, bearer: bearer, Self.success + "?token=" + token)
            #expect(unapproved.status == 422 && (unapproved.json["fieldErrors"] as? [[String: Any]])?.first?["code"] as? String == "82903")
            let session = try await backend.login("alex@personal.example.com")
            let (status, cancel) = try await backend.buyer("POST", "hermes/\(token)/cancel", token: session, json: ["surface": "web"])
            #expect(status == 200 && cancel["redirect_url"] == "sdk.ios.braintree://onetouch/v1/cancel?token=\(token)")
            #expect(try await Self.tokenize(backend, bearer: bearer, cancel["redirect_url"] ?? "").status == 422)
        }
    }

    @Test func thePayPalAppReturnsThroughTheUniversalLinkOfAnEligibleBuyer() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let token = try await Self.open(backend, bearer: bearer, app: true)
            let session = try await backend.login("alex@personal.example.com")
            let (status, view) = try await backend.buyer("GET", "hermes/\(token)", token: session)
            #expect(status == 200 && view["amount"] == "10.00" && view["app_switch"] == true && view["approved"] == false)
            let returned = try await Self.approve(backend, token, surface: "app")
            #expect(returned == Self.universalLink + "/success?token=\(token)")
            #expect(try await Self.tokenize(backend, bearer: bearer, returned).status == 201)
            let other = try await backend.login("sam@personal.example.com")
            let (again, _) = try await backend.buyer("POST", "hermes/\(token)/approve", token: other, json: ["surface": "app"])
            #expect(again == 422)
            let (noSession, _) = try await backend.buyer("GET", "hermes/\(token)")
            #expect(noSession == 401)
        }
    }

    @Test func anIneligibleBuyerIsSentToTheWebAndAppSwitchNeedsAUniversalLink() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let off = try await backend.http.send("POST", "/payterm/v1/braintree/app-switch-eligibility", json: ["eligible": false])
            #expect(off.status == 200)
            let (status, json) = try await backend.braintreeClient(
                "POST", "/paypal_hermes/create_payment_resource", json: Self.checkout(app: true), authorization: bearer)
            #expect(status == 201 && (json["paymentResource"] as? [String: Any])?["launchPayPalApp"] as? Bool == false)
            var plainHTTP = Self.checkout(app: true)
            plainHTTP["merchant_app_return_url"] = "http://shop.example.com/braintreeAppSwitchPayPal"
            let refused = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: plainHTTP, authorization: bearer)
            #expect(refused.status == 422)
            let bad = try await backend.http.send("POST", "/payterm/v1/braintree/app-switch-eligibility", json: ["eligible": "yes"])
            #expect(bad.status == 400)
        }
    }
}
