import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// The security review of every surface: each route's declared audience is the table in `AudienceTable.txt`, and the
/// live router lets in each audience's credentials where the declaration says and nowhere else, whatever other
/// credentials come, and none of another workspace's.
@Suite struct AudienceTableTests {
    static let tableFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AudienceTable.txt")

    /// A backend with every route: the class's, the metrics', an admin token.
    static let configuration = {
        var configuration = BackendConfiguration(port: 0, adminToken: CredentialsOnEveryRouteTests.adminToken).holdingClass()
        configuration.metrics = true
        return configuration
    }()

    /// The declarations as the table writes them: audience, method, path, one route a line, in the table's order.
    static func lines(_ declarations: [RouteDeclaration]) -> [String] {
        declarations.map { "\($0.audience.rawValue.padding(toLength: 19, withPad: " ", startingAt: 0)) \($0.method.padding(toLength: 7, withPad: " ", startingAt: 0)) \($0.path)" }
            .sorted()
    }

    /// A changed declaration changes the reviewed table: `RECORD_AUDIENCES=1` writes it anew, for the diff a reviewer reads.
    @Test func everyRouteDeclaresTheAudienceTheReviewedTableGivesIt() async throws {
        let declared = Self.lines(try await LiveRoutes.declared(Self.configuration))
        if ProcessInfo.processInfo.environment["RECORD_AUDIENCES"] == "1" {
            try (declared.joined(separator: "\n") + "\n").write(to: Self.tableFile, atomically: true, encoding: .utf8)
        }
        let reviewed = try String(contentsOf: Self.tableFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let added = declared.filter { !reviewed.contains($0) }
        let gone = reviewed.filter { !declared.contains($0) }
        #expect(added.isEmpty && gone.isEmpty, "declared but not in the reviewed table: \(added); in the table but not declared: \(gone)")
    }

    /// One kind of credentials a call may carry, and the audiences it is one of.
    struct Credential {
        var name: String
        var headers: [(String, String)]
        var query = ""
        var opens: Set<AudienceName>
    }

    /// Every audience's credentials for `backend`, made with `keys`; `traineesAdmin`, a workspace's admin token, is a
    /// watcher of the trainer's screen and nothing more.
    static func credentials(on backend: TestBackend, keys: Credentials, admin: String, traineesAdmin: String?) async throws -> [Credential] {
        let session = try await backend.login("alex@personal.example.com")
        let basic = { (user: String, password: String) in ("Authorization", "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()) }
        let version = ("X-ApiVersion", "6")
        let (_, xml) = try await backend.braintree(
            "POST", "/client_token", xml: "<client_token><version type=\"integer\">2</version></client_token>",
            authorization: basic(keys.braintreePublicKey, keys.braintreePrivateKey).1)
        let clientToken = try #require(xml.firstMatch(of: /<value>([^<]+)<\/value>/)?.1)
        let decoded = try #require(Data(base64Encoded: String(clientToken)))
        let fingerprint = try #require((try JSONSerialization.jsonObject(with: decoded) as? [String: Any])?["authorizationFingerprint"] as? String)
        let adaptive = AdaptiveHeaders.merchant(
            username: keys.apiUsername, password: keys.apiPassword, signature: keys.apiSignature, applicationId: Credentials.sandboxApplicationId)
        var every = [
            Credential(name: "none", headers: [], opens: [.anyone]),
            Credential(name: "REST access token", headers: [("Authorization", "Bearer \(try await backend.accessToken(client: keys))")], opens: [.anyone, .restClient]),
            Credential(name: "REST client id and secret", headers: [basic(keys.clientId, keys.clientSecret)], opens: [.anyone, .restClientSecret]),
            Credential(name: "REST client id", headers: [], query: "?client_id=\(keys.clientId)", opens: [.anyone, .restClientId]),
            Credential(name: "Adaptive merchant", headers: Array(adaptive), opens: [.anyone, .adaptiveCaller]),
            Credential(
                name: "Adaptive mobile library",
                headers: [("X-PAYPAL-APPLICATION-ID", Credentials.sandboxApplicationId), ("X-PAYPAL-DEVICE-AUTH-TOKEN", session)], opens: [.anyone, .adaptiveCaller]),
            Credential(name: "Braintree keys", headers: [basic(keys.braintreePublicKey, keys.braintreePrivateKey), version], opens: [.anyone, .braintreeMerchant]),
            Credential(name: "Braintree partner", headers: [basic(keys.braintreeOAuthClientId, keys.braintreeOAuthClientSecret), version], opens: [.anyone, .braintreePartner]),
            Credential(name: "client token", headers: [("Authorization", "Bearer \(fingerprint)")], opens: [.anyone, .braintreeClient]),
            Credential(name: "buyer session", headers: [("Authorization", "Bearer \(session)")], opens: [.anyone, .buyer]),
            Credential(name: "admin token", headers: [(AdminHolders.header, admin)], opens: [.anyone, .admin, .sharer, .watcher]),
            Credential(
                name: "trainer", headers: [(AdminHolders.header, admin), (TrainersClass.secretHeader, TestBackend.trainerSecret)],
                opens: [.anyone, .admin, .trainer, .sharer, .watcher]),
        ]
        if let traineesAdmin { every.append(Credential(name: "a trainee's admin token", headers: [(AdminHolders.header, traineesAdmin)], opens: [.anyone, .watcher])) }
        return every
    }

    /// A trainee's workspace on the class's backend, which has an admin token too.
    static func workspace(_ name: String, on backend: TestBackend) async throws -> Seat {
        let headers = [AdminHolders.header: CredentialsOnEveryRouteTests.adminToken, TrainersClass.secretHeader: TestBackend.trainerSecret]
        let exchange = try await backend.http.send("POST", "/payterm/v1/workspaces", headers: headers, json: ["name": name])
        guard exchange.status == 201 else { throw TestFailure("workspace \(name): HTTP \(exchange.status)") }
        return try Seat(JSON(try exchange.jsonObject()))
    }

    /// Whether the answer is an audience's refusal: the answer names the audience that refused.
    static func refused(_ answer: RawHTTP.Answer) -> Bool {
        answer.head.lowercased().contains("\npayterm-refused-audience: ")
    }

    /// What each route answered each credential, against what its declaration says: "route: let in / refused".
    static func walk(
        _ routes: [RouteDeclaration], on backend: TestBackend, with credentials: [Credential], opens: (Credential) -> Set<AudienceName>
    ) async throws -> (wrong: [String], letIn: Set<AudienceName>) {
        var wrong: [String] = []
        var letIn = Set<AudienceName>()
        let raw = RawHTTP(port: backend.baseURL.port ?? 0)
        // HEAD is GET's route without the body, which a raw read of its answer would wait for.
        for route in routes where route.method != "HEAD" {
            for credential in credentials {
                // A watch that is let in streams for as long as the watcher stays: its head says so.
                let watch = route.audience == .watcher || route.path.hasSuffix("/screen") && route.method == "GET"
                let answer = try await raw.send(
                    route.method, WorkspaceIsolationTests.path(route.path) + credential.query,
                    headers: credential.headers + [("Content-Type", "application/json")], body: Data("{}".utf8), timeout: watch ? 3 : RawHTTP.answerNet)
                let expected = opens(credential).contains(route.audience)
                guard let answer else {
                    wrong.append("\(route.method) \(route.path) [\(route.audience.rawValue)] with \(credential.name): no answer")
                    continue
                }
                if expected, !refused(answer) { letIn.insert(route.audience) }
                if expected == refused(answer) {
                    wrong.append("\(route.method) \(route.path) [\(route.audience.rawValue)] with \(credential.name): \(answer.status) "
                        + "\(expected ? "refused" : "let in") \(String(decoding: answer.body.prefix(120), as: UTF8.self))")
                }
            }
        }
        return (wrong, letIn)
    }

    /// The routes in an order the walk can take: the resets last, as they end every token and session.
    static func walkable(_ routes: [RouteDeclaration]) -> [RouteDeclaration] {
        routes.sorted { !$0.path.hasSuffix("/reset") && $1.path.hasSuffix("/reset") }
    }

    @Test func everyRouteLetsInItsAudienceAndNobodyElse() async throws {
        try await TestBackend.with(Self.configuration) { backend in
            let routes = Self.walkable(try await LiveRoutes.declared(Self.configuration))
            let ana = try await Self.workspace("ana", on: backend)
            let credentials = try await Self.credentials(
                on: backend, keys: .defaults, admin: CredentialsOnEveryRouteTests.adminToken, traineesAdmin: ana.adminToken)
            let (wrong, letIn) = try await Self.walk(routes, on: backend, with: credentials) { $0.opens }
            #expect(wrong.isEmpty, "\(wrong.count) answers against the declarations: \(wrong.prefix(12))")
            #expect(letIn == Set(AudienceName.allCases), "no route let in \(Set(AudienceName.allCases).subtracting(letIn))")
        }
    }

    /// A trainee's credentials of every kind open their own workspace and nothing of another's but what is open to anyone.
    @Test func aWorkspaceLetsInNoneOfAnotherWorkspacesCredentials() async throws {
        try await TestBackend.with(Self.configuration) { backend in
            let ana = try await Self.workspace("ana", on: backend)
            let ben = try await Self.workspace("ben", on: backend)
            // A workspace serves no class and no metrics: its routes are a plain backend's.
            let routes = Self.walkable(try await LiveRoutes.declared().filter { ![.trainer, .sharer, .watcher].contains($0.audience) })
            let anas = try await Self.credentials(on: ana.backend, keys: ana.keys, admin: ana.adminToken, traineesAdmin: nil)
                .filter { !$0.name.hasPrefix("trainer") }
            let atHome = try await Self.walk(routes.filter { !$0.path.hasSuffix("/reset") }, on: ana.backend, with: anas) { $0.opens }
            #expect(atHome.wrong.isEmpty, "Ana's own workspace: \(atHome.wrong.prefix(12))")
            let atBens = try await Self.walk(routes, on: ben.backend, with: anas) { _ in [.anyone] }
            #expect(atBens.wrong.isEmpty, "Ana's credentials at Ben's workspace: \(atBens.wrong.prefix(12))")
            #expect(try await ben.ordersOfAlex() == 0, "Ben's workspace is as it was")
        }
    }
}
