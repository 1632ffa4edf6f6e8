import Foundation
import PayPalAPI
import PayPalVocabulary
import Testing

@Suite struct ServeCommandTests {
    static let merchant = AdaptiveHeaders.merchant(
        username: "merchant_api1.business.example.com", password: "PAYTERM-API-PASSWORD",
        signature: "PayTerm.Signature.A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", applicationId: "APP-80W284485P519543T")

    static let pay = Adaptive.PayRequest(
        currency: .usd, receivers: [.init(email: "merchant@business.example.com", amount: Money(minorUnits: 1_000, currency: .usd))],
        returnUrl: "https://m.example/r", cancelUrl: "https://m.example/c")

    /// The merchant's server's calls to the backend at `url`.
    static func merchantServer(_ url: URL) -> PayPalClient {
        PayPalClient(transport: HTTPTransport(baseURL: url), applicationId: "APP-80W284485P519543T")
    }

    func temporaryDatabase() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)/state.sqlite").path
    }

    @Test func anUnknownCommandIsSaidToBeOne() async throws {
        let typo = try ServeProcess(["consol"])
        #expect(try await typo.exitStatus() == 64)
        #expect(typo.text.contains("payterm has no command 'consol'. Its commands: run, serve, console, drill, classroom, record"))
    }

    @Test func printsWhatAClientNeedsAndStopsCleanlyOnSIGTERM() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        for expected in ["merchant_api1.business.example.com", "APP-80W284485P519543T", "alex@personal.example.com", "pass1234", "dana@personal.example.com"] {
            #expect(serve.text.contains(expected))
        }
        let alex = try #require(serve.text.split(separator: "\n").first { $0.contains("alex@personal.example.com") })
        #expect(alex.components(separatedBy: "1234").count == 2, "Alex's PIN once: \(alex)")
        #expect(serve.text.contains("trainer's secret"), "the banner says how the class is kept")
        #expect(try await Self.merchantServer(url).adaptive(Self.pay, headers: Self.merchant).payKey.hasPrefix("AP-"))
        serve.signal(SIGTERM)
        #expect(try await serve.exitStatus() == 0)
        #expect(serve.text.contains("PayTerm backend stopped."))
    }

    /// Waits until the one fault armed has been taken: the call it holds is under way.
    static func untilTaken(by admin: AdminClient) async throws {
        for _ in 0..<200 where !(try await admin.faults()).isEmpty { try await Task.sleep(for: .milliseconds(50)) }
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalDrainsTheRequestsUnderWayThenStopsCleanly(_ signal: Int32) async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        let admin = AdminClient(transport: HTTPTransport(baseURL: url))
        _ = try await admin.armFault(AdminClient.FaultRequest(
            method: "GET", path: "/payterm/v1/buyer/me", outcome: .latency(milliseconds: 1_500)))
        let slow = Task { try await HTTPTransport(baseURL: url).send("GET", "/payterm/v1/buyer/me") }
        try await Self.untilTaken(by: admin)
        serve.signal(signal)
        #expect(try await slow.value.status == 401, "the request under way was answered")
        #expect(try await serve.exitStatus() == 0)
        #expect(serve.text.contains("PayTerm backend stopped."))
    }

    @Test func aStopWaitsForARequestHeldWithNoAnswerTenSecondsAtMost() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        _ = try await AdminClient(transport: HTTPTransport(baseURL: url)).armFault(
            AdminClient.FaultRequest(method: "GET", path: "/payterm/v1/buyer/me", outcome: .noAnswer))
        let held = Task { try? await HTTPTransport(baseURL: url).send("GET", "/payterm/v1/buyer/me") }
        try await Self.untilTaken(by: AdminClient(transport: HTTPTransport(baseURL: url)))
        serve.signal(SIGTERM)
        #expect(try await serve.exitStatus(timeout: .seconds(30)) == 0, "it stopped, though the fault holds the call for 2 minutes")
        #expect(serve.text.contains("PayTerm backend stopped."))
        #expect(await held.value == nil, "the held call's connection was closed")
    }

    @Test func stateSurvivesKill9() async throws {
        let database = temporaryDatabase()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: database).deletingLastPathComponent().path) }
        let first = try ServeProcess(["serve", "--port", "0", "--db", database])
        let firstURL = try await first.baseURL()
        let payKey = try await Self.merchantServer(firstURL).adaptive(Self.pay, headers: Self.merchant).payKey
        first.signal(SIGKILL)
        _ = try await first.exitStatus()

        let second = try ServeProcess(["serve", "--port", "0", "--db", database])
        let secondURL = try await second.baseURL()
        let details = try await Self.merchantServer(secondURL).adaptive(Adaptive.PaymentDetailsRequest(.payKey(payKey)), headers: Self.merchant)
        #expect(details.status == "CREATED")
        second.signal(SIGINT)
        #expect(try await second.exitStatus() == 0)
    }

    @Test func credentialsComeFromTheEnvironment() async throws {
        let serve = try ServeProcess(
            ["serve", "--port", "0", "--in-memory"],
            environment: ["PAYTERM_API_USERNAME": "shop_api1.example", "PAYTERM_API_PASSWORD": "pw", "PAYTERM_API_SIGNATURE": "sig"])
        let url = try await serve.baseURL()
        #expect(serve.text.contains("shop_api1.example"))
        let own = AdaptiveHeaders.merchant(username: "shop_api1.example", password: "pw", signature: "sig", applicationId: "APP-80W284485P519543T")
        #expect(try await Self.merchantServer(url).adaptive(Self.pay, headers: own).payKey.hasPrefix("AP-"))
        let refused = try await #require(throws: PayPalAPIError.self) { try await Self.merchantServer(url).adaptive(Self.pay, headers: Self.merchant) }
        #expect(refused.code == "520003")
        serve.signal(SIGTERM)
        _ = try await serve.exitStatus()
    }

    @Test func braintreeCredentialsComeFromTheEnvironmentAndFlags() async throws {
        let serve = try ServeProcess(
            ["serve", "--port", "0", "--in-memory", "--braintree-private-key", "flag-private", "--braintree-oauth-client-id", "client_id$development$shop"],
            environment: ["PAYTERM_BRAINTREE_MERCHANT_ID": "shop-merchant", "PAYTERM_BRAINTREE_PUBLIC_KEY": "env-public", "PAYTERM_BRAINTREE_PRIVATE_KEY": "env-private"])
        let url = try await serve.baseURL()
        for expected in ["shop-merchant / env-public / flag-private", "client_id$development$shop", "client_secret$development$paytermpartnersecret",
                         "merchant@braintree.example.com / pass1234"] {
            #expect(serve.text.contains(expected), "\(expected)")
        }
        let transport = HTTPTransport(baseURL: url)
        let keys = { (user: String, password: String) in
            ["Authorization": "Basic " + Data("\(user):\(password)".utf8).base64EncodedString(), "X-ApiVersion": "6"]
        }
        #expect(try await transport.send("GET", "/merchants/shop-merchant/transactions/none", headers: keys("env-public", "flag-private")).status == 404)
        #expect(try await transport.send("GET", "/merchants/shop-merchant/transactions/none", headers: keys("env-public", "env-private")).status == 401)
        #expect(try await transport.send("GET", "/merchants/payterm-merchant/transactions/none", headers: keys("payterm-public-key", "payterm-private-key")).status == 401)
        serve.signal(SIGTERM)
        _ = try await serve.exitStatus()
    }

    @Test func refusesANonLoopbackHostWithoutAllowRemote() async throws {
        let serve = try ServeProcess(["serve", "--host", "0.0.0.0", "--in-memory"])
        #expect(try await serve.exitStatus() != 0)
        #expect(serve.text.contains("--allow-remote"))
    }

    @Test func helpNamesEveryFlagAndVariable() async throws {
        let serve = try ServeProcess(["serve", "--help"])
        #expect(try await serve.exitStatus() == 0)
        for flag in ["--host", "--port", "--db", "--in-memory", "--allow-remote", "--api-signature", "--app-id", "PAYTERM_CLIENT_SECRET",
                     "--braintree-merchant-id", "--braintree-oauth-client-secret", "PAYTERM_BRAINTREE_OAUTH_CLIENT_ID"] {
            #expect(serve.text.contains(flag), "\(flag)")
        }
    }

    @Test func aTakenPortOrABadDatabaseSaysWhatToDo() async throws {
        let first = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let port = try #require(try await first.baseURL().port)
        let second = try ServeProcess(["serve", "--port", String(port), "--in-memory"])
        #expect(try await second.exitStatus() == 1)
        #expect(second.text.contains("Port \(port) on 127.0.0.1 is in use"), "\(second.text)")
        first.signal(SIGTERM)
        _ = try await first.exitStatus()

        let notADatabase = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-db-\(UUID().uuidString).sqlite")
        try Data("this is not SQLite".utf8).write(to: notADatabase)
        defer { try? FileManager.default.removeItem(at: notADatabase) }
        let broken = try ServeProcess(["serve", "--port", "0", "--db", notADatabase.path])
        #expect(try await broken.exitStatus() == 1)
        #expect(broken.text.contains("Could not open the database"), "\(broken.text)")
        #expect(broken.text.contains("--in-memory"))
    }
}
