import Foundation
import Testing
@testable import PayPalMock

/// The API behind "Connect with Braintree"'s page over loopback HTTP: the page described, a merchant logging in or
/// signing up, agreeing (a single-use code that expires in ten minutes) or not (`access_denied`), and the code
/// exchanged for tokens that act for that merchant.
@Suite struct BraintreeConnectTests {
    @Test func thePageNamesThePartnerThePermissionsAndWhatItPrefills() async throws {
        try await TestBackend.with { backend in
            let (status, page) = try await backend.connect(
                "GET", query: TestBackend.connectQuery(extra: "&user%5Bemail%5D=ada%40shop.example&business%5Bname%5D=Ada%27s+Shop&landing_page=signup"))
            #expect(status == 200, "\(page)")
            #expect(page["brand"] as? String == "PayPal powered by Braintree" && page["state"] as? String == "xyz")
            let partner = page["partner"] as? [String: Any]
            #expect(partner?["name"] as? String == "PayTerm Partner" && partner?["client_id"] as? String == Credentials.defaults.braintreeOAuthClientId)
            let scopes = try #require(page["scopes"] as? [[String: Any]])
            #expect(scopes.map { $0["scope"] as? String } == ["read_write", "shared_vault_transactions"])
            #expect((scopes[0]["permissions"] as? [String])?.first == "Create, view and manage transactions")
            let prefill = page["prefill"] as? [String: [String: String]]
            #expect(prefill?["user"] == ["email": "ada@shop.example"] && prefill?["business"] == ["name": "Ada's Shop"])
            #expect(page["landing_page"] as? String == "signup" && page["login_only"] as? Bool == false)
            #expect(page["redirect_uri"] as? String == "https://partner.example/cb?source=payterm")
        }
    }

    @Test func aConnectURLThatCannotBeTrustedIsRefusedWithoutARedirect() async throws {
        try await TestBackend.with { backend in
            let good = TestBackend.connectQuery()
            for (query, error) in [
                (good.replacingOccurrences(of: "paytermpartner", with: "someoneelse"), "invalid_client"), ("redirect_uri=x", "invalid_client"),
                (good.replacingOccurrences(of: "redirect_uri=", with: "redirect=") , "invalid_request"),
                (good.replacingOccurrences(of: "https%3A%2F%2Fpartner.example", with: "javascript%3Aalert(1)%2F%2F"), "invalid_request"),
                // Anything but https (or http to this machine), a user, a fragment, or a parameter the page answers with.
                (good.replacingOccurrences(of: "https%3A%2F%2Fpartner.example", with: "vbscript%3A%2F%2Fpartner.example"), "invalid_request"),
                (good.replacingOccurrences(of: "https%3A%2F%2Fpartner.example", with: "file%3A%2F%2Fpartner.example"), "invalid_request"),
                (good.replacingOccurrences(of: "https%3A%2F%2Fpartner.example", with: "http%3A%2F%2Fpartner.example"), "invalid_request"),
                (good.replacingOccurrences(of: "https%3A%2F%2Fpartner.example", with: "https%3A%2F%2Fu%3Ap%40partner.example"), "invalid_request"),
                (good.replacingOccurrences(of: "source%3Dpayterm", with: "code%3Devil"), "invalid_request"),
                (good.replacingOccurrences(of: "source%3Dpayterm", with: "source%3Dpayterm%23top"), "invalid_request"),
                (TestBackend.connectQuery(scope: ""), "invalid_scope"), (TestBackend.connectQuery(scope: "read_write,admin"), "invalid_scope"),
                (good + "&business%5Bname%5D=" + String(repeating: "x", count: 3_000), "invalid_request"),
            ] {
                for method in ["GET", "POST"] {
                    let (status, json) = try await backend.connect(method, query: query, json: method == "POST" ? ["decision": "deny"] : nil)
                    #expect(status == 400 && json["error"] as? String == error && json["redirect_url"] == nil, "\(method) \(query.prefix(80)): \(json)")
                }
            }
        }
    }

    @Test func aRedirectToThisMachineOverHTTPIsTrusted() async throws {
        try await TestBackend.with { backend in
            let local = TestBackend.connectQuery().replacingOccurrences(of: "https%3A%2F%2Fpartner.example", with: "http%3A%2F%2F127.0.0.1%3A9000")
            let (status, page) = try await backend.connect("GET", query: local)
            #expect(status == 200, "\(page)")
        }
    }

    @Test func aLoginLocksAfterThreeWrongPasswordsAndAnEmailNoLoginHasIsRefusedAlike() async throws {
        try await TestBackend.with { backend in
            var answers: [[String]] = []
            for email in [Personas.braintreeMerchantEmail, "nobody@braintree.example.com"] {
                var seen: [String] = []
                for _ in 0..<4 {
                    let (status, json) = try await backend.connect("POST", "/login", query: nil, json: ["email": email, "password": "wrong-password"])
                    let said = (json["error_description"] as? String ?? "").replacing(/until \S+/, with: "until …")
                    seen.append("\(status) \(json["error"] as? String ?? "") \(said)")
                }
                answers.append(seen)
            }
            #expect(answers[0] == answers[1], "the same answers, whether a login has the email")
            #expect(answers[0].map { $0.prefix(3) } == ["401", "401", "403", "403"])
            let (locked, _) = try await backend.connect("POST", "/login", query: nil, json: ["email": Personas.braintreeMerchantEmail, "password": Personas.password])
            #expect(locked == 403, "locked, even with the right password")
        }
    }

    @Test func unlockingTheAccountsLiftsALockedLoginWhoseLockSaysWhenItEnds() async throws {
        try await TestBackend.with { backend in
            var locked: [String: Any] = [:]
            for _ in 0..<3 {
                locked = try await backend.connect("POST", "/login", query: nil, json: ["email": Personas.braintreeMerchantEmail, "password": "wrong-password"]).json
            }
            #expect(locked["error"] as? String == "login_locked")
            let until = try #require(locked["locked_until"] as? String, "\(locked)")
            #expect(until.hasSuffix("Z") && until.count == 20)

            let unlocked: [String]? = JSON(try await backend.http.send("POST", "/payterm/v1/buyers/unlock").jsonObject())["unlocked"]
            #expect(unlocked == ["\(Personas.braintreeMerchantEmail) (Braintree)"])
            _ = try await backend.connectSession()
        }
    }

    @Test func agreeingMintsASingleUseCodeForTheMerchantAndItsScopes() async throws {
        try await TestBackend.with { backend in
            let session = try await backend.connectSession()
            let redirect = try await backend.connectAgree(session: session)
            #expect(redirect["merchantId"] == "payterm-merchant" && redirect["state"] == "xyz" && redirect["source"] == "payterm", "\(redirect)")
            let code = try #require(redirect["code"])
            #expect(code.wholeMatch(of: /[0-9a-f]{32}/) != nil)
            let exchanged = try await backend.braintreeOAuth("access_tokens", xml: BraintreeOAuthTests.exchange(code))
            #expect(exchanged.status == 201 && exchanged.body.contains("<scope>read_write,shared_vault_transactions</scope>"), "\(exchanged.body)")
            let again = try await backend.braintreeOAuth("access_tokens", xml: BraintreeOAuthTests.exchange(code))
            #expect(again.status == 422 && again.body.contains("<code>93801</code>") && again.body.contains("already been used"), "\(again.body)")

            let late = try #require(try await backend.connectAgree(session: session)["code"])
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "11m"])
            let expired = try await backend.braintreeOAuth("access_tokens", xml: BraintreeOAuthTests.exchange(late))
            #expect(expired.status == 422 && expired.body.contains("has expired"), "\(expired.body)")

            let readOnly = try #require(try await backend.connectAgree(session: session, query: TestBackend.connectQuery(scope: "read_only"))["code"])
            let wider = try await backend.braintreeOAuth("access_tokens", xml: BraintreeOAuthTests.exchange(readOnly, scope: "read_write"))
            #expect(wider.status == 422 && wider.body.contains("<code>93803</code>"), "\(wider.body)")
        }
    }

    @Test func denyingOrFinishingLaterSendsTheMerchantBackWithAccessDenied() async throws {
        try await TestBackend.with { backend in
            for decision in ["deny", "finish_later"] {
                let (status, json) = try await backend.connect("POST", json: ["decision": decision])
                #expect(status == 200 && json["redirect_url"] as? String == "https://partner.example/cb?source=payterm&error=access_denied&state=xyz", "\(json)")
            }
            let anonymous = try await backend.connect("POST", json: ["decision": "agree"])
            #expect(anonymous.status == 401 && anonymous.json["error"] as? String == "login_required")
            for body: [String: Any] in [["decision": "maybe"], [:], ["decision": 3]] {
                #expect(try await backend.connect("POST", json: body).status == 400, "\(body)")
            }
            let session = try await backend.connectSession()
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "31m"])
            #expect(try await backend.connect("POST", json: ["decision": "agree"], session: session).status == 401)
            #expect(try await backend.connect("POST", json: ["decision": "agree"], session: "BCS-forged").status == 401)
        }
    }

    @Test func aWrongLoginOrABadSignupIsRefused() async throws {
        try await TestBackend.with { backend in
            for (email, password) in [(Personas.braintreeMerchantEmail, "pass12345"), ("nobody@braintree.example.com", Personas.password), ("", "")] {
                let (status, json) = try await backend.connect("POST", "/login", query: nil, json: ["email": email, "password": password])
                #expect(status == 401 && json["error"] as? String == "invalid_login", "\(email)")
            }
            for (body, status, error) in [
                (["email": "not-an-email", "password": "longenough", "business_name": "Shop"], 422, "invalid_email"),
                (["email": "new@shop.example", "password": "short", "business_name": "Shop"], 422, "weak_password"),
                (["email": "new@shop.example", "password": "longenough", "business_name": "  "], 422, "invalid_business_name"),
                (["email": "new@shop.example", "password": "longenough", "business_name": String(repeating: "x", count: 256)], 422, "invalid_business_name"),
                (["email": Personas.braintreeMerchantEmail.uppercased(), "password": "longenough", "business_name": "Shop"], 409, "email_taken"),
            ] {
                let answer = try await backend.connect("POST", "/signup", query: nil, json: body)
                #expect(answer.status == status && answer.json["error"] as? String == error, "\(body): \(answer.json)")
            }
            #expect(try await backend.connect("POST", "/login", query: nil, json: ["email": ["x"]]).status == 400)
        }
    }

    @Test func aMerchantWhoSignsUpIsConnectedAsANewMerchantOfItsOwn() async throws {
        try await TestBackend.with { backend in
            let (status, json) = try await backend.connect(
                "POST", "/signup", query: nil, json: ["email": "owner@newshop.example", "password": "s3cret-pass-99", "business_name": "New Shop"])
            #expect(status == 201 && json["business_name"] as? String == "New Shop", "\(json)")
            let merchantId = try #require(json["merchant_id"] as? String)
            #expect(merchantId.wholeMatch(of: /[a-z0-9]{16}/) != nil)
            let relogin = try await backend.connectSession(email: "owner@newshop.example", password: "s3cret-pass-99")
            let redirect = try await backend.connectAgree(session: relogin)
            #expect(redirect["merchantId"] == merchantId)
            let code = try #require(redirect["code"])
            let tokens = try await backend.braintreeTokens(code: code)
            #expect(tokens.access.hasPrefix("access_token$development$\(merchantId)$"))
            let headers = ["Authorization": "Bearer " + tokens.access, "X-ApiVersion": "6", "Content-Type": "application/xml"]
            let sale = try await backend.http.send("POST", "/merchants/\(merchantId)/transactions", headers: headers, body: Data(BraintreeGatewayTests.sale("3.00").utf8))
            let body = String(decoding: sale.body, as: UTF8.self)
            #expect(sale.status == 201 && body.contains("<merchant-account-id>\(merchantId)</merchant-account-id>"), "\(body)")
            let id = try #require(body.firstMatch(of: /<id>([a-z0-9]+)<\/id>/)?.1)
            #expect(try await backend.braintree("GET", "/transactions/\(id)").status == 404)
            #expect(try await backend.braintree("GET", "/transactions/\(id)", authorization: "Bearer " + tokens.access).status == 401)
            #expect(try await backend.http.send("GET", "/merchants/\(merchantId)/transactions/\(id)", headers: headers).status == 200)

            let clientToken = try await backend.http.send("POST", "/merchants/\(merchantId)/client_token", headers: headers, body: Data("<client_token/>".utf8))
            let value = try #require(String(decoding: clientToken.body, as: UTF8.self).firstMatch(of: /<value>([^<]+)<\/value>/)?.1)
            let decoded = try #require(Data(base64Encoded: String(value)))
            let fingerprint = try #require((try JSONSerialization.jsonObject(with: decoded) as? [String: Any])?["authorizationFingerprint"] as? String)
            let configuration = try await backend.http.send(
                "GET", "/merchants/\(merchantId)/client_api/v1/configuration", headers: ["Authorization": "Bearer " + fingerprint])
            let config = try #require(try JSONSerialization.jsonObject(with: configuration.body) as? [String: Any])
            #expect(config["merchantId"] as? String == merchantId && (config["paypal"] as? [String: Any])?["displayName"] as? String == "New Shop")
            #expect(try await backend.braintreeClient("GET", "/configuration", authorization: "Bearer " + fingerprint).status == 401)
            let seededLogin = try await backend.http.send(
                "GET", "/merchants/\(BraintreeMerchantAccount.sandboxId)/client_api/v1/configuration", headers: ["Authorization": "Bearer " + fingerprint])
            #expect(seededLogin.status == 401)
        }
    }

    @Test func aResetForgetsMerchantsWhoSignedUpAndKeepsTheSeededLogin() async throws {
        try await TestBackend.with { backend in
            let signup = ["email": "owner@newshop.example", "password": "s3cret-pass-99", "business_name": "New Shop"]
            #expect(try await backend.connect("POST", "/signup", query: nil, json: signup).status == 201)
            #expect(try await backend.http.send("POST", "/payterm/v1/reset").status == 200)
            let login = try await backend.connect("POST", "/login", query: nil, json: ["email": "owner@newshop.example", "password": "s3cret-pass-99"])
            #expect(login.status == 401)
            _ = try await backend.connectSession()
            #expect(try await backend.connect("POST", "/signup", query: nil, json: signup).status == 201)
        }
    }

    @Test func noMerchantPasswordUnusedCodeSessionOrTokenIsStoredInClear() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.sqlite").path
        try await TestBackend.with(BackendConfiguration(port: 0, storage: .file(path: path))) { backend in
            let (_, json) = try await backend.connect(
                "POST", "/signup", query: nil, json: ["email": "owner@newshop.example", "password": "s3cret-pass-99", "business_name": "New Shop"])
            let session = try #require(json["session"] as? String)
            let code = try #require(try await backend.connectAgree(session: session)["code"])
            let unused = try #require(try await backend.connectAgree(session: session)["code"])
            let tokens = try await backend.braintreeTokens(code: code)
            await backend.embedded?.stop()
            let written = try [path, path + "-wal"].filter { FileManager.default.fileExists(atPath: $0) }
                .map { String(decoding: try Data(contentsOf: URL(fileURLWithPath: $0)), as: UTF8.self) }.joined()
            // The exchanged code is journaled with the exchange that used it up; the unused one must be nowhere.
            let secrets = ["password": "s3cret-pass-99", "seeded password": Personas.password, "session": session,
                           "unused code": unused, "access token": tokens.access, "refresh token": tokens.refresh]
            #expect(secrets.filter { written.contains($0.value) }.keys.sorted() == [], "in the database file")
            #expect(written.contains("owner@newshop.example"))
        }
    }
}
