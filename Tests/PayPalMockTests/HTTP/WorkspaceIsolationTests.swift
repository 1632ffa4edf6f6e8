import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// A loopback class is isolated too: each workspace has an admin token of its own, and a trainee's keys (REST,
/// Adaptive, Braintree, admin) open their own workspace and nothing of another's, on every route that takes keys.
@Suite struct WorkspaceIsolationTests {
    /// The route's path with `x` for each id, and the Adaptive operation or Braintree merchant where one is named.
    static func path(_ template: String) -> String {
        template.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
            switch segment {
            case "{operation}": "PaymentDetails"
            case "{merchantId}": Credentials.defaults.braintreeMerchantId
            case _ where segment.hasPrefix("{"): "x"
            default: String(segment)
            }
        }.joined(separator: "/")
    }

    /// What Ana's keys send to a route that takes `credential`; nil for a route that takes none.
    static func anasKeys(_ credential: LiveRoutes.Credential, _ ana: Seat, token: String) -> [(String, String)]? {
        switch credential {
        case .admin: Array(ana.admin) + [("Authorization", TestBackend.basicAuthorization(ana.keys))]
        case .accessToken: [("Authorization", "Bearer \(token)")]
        case .clientSecret: [("Authorization", TestBackend.basicAuthorization(ana.keys))]
        case .merchant:
            Array(AdaptiveHeaders.merchant(
                username: ana.keys.apiUsername, password: ana.keys.apiPassword, signature: ana.keys.apiSignature,
                applicationId: Credentials.sandboxApplicationId))
        case .braintreeKeys:
            [("Authorization", "Basic " + Data("\(ana.keys.braintreePublicKey):\(ana.keys.braintreePrivateKey)".utf8).base64EncodedString())]
        case .session, .signIn, .none: nil
        }
    }

    @Test func aTraineesKeysOpenNoRouteOfAnotherWorkspace() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            try await ClassroomTests.capturedOrder(ben.backend, as: ben.keys)
            let token = try await ana.backend.accessToken(client: ana.keys)
            let routes = try await MockBackend(configuration: BackendConfiguration(port: 0)).router().routes
            var opened: [String] = []
            var refusedAtHome: [String] = []
            var tried = Set<LiveRoutes.Credential>()
            // The admin API last: Ana's reset of her own workspace ends her access token.
            let ordered = routes.map { ($0.method.rawValue, $0.path.description) }.sorted { !RouteTable.isAdmin($0.1) && RouteTable.isAdmin($1.1) }
            for (method, template) in ordered {
                let credential = LiveRoutes.credential(template, method: method)
                // The client API takes a client token's fingerprint, not the merchant's keys.
                guard !template.contains("/client_api/"), let keys = Self.anasKeys(credential, ana, token: token) else { continue }
                tried.insert(credential)
                let headers = keys + [("Content-Type", "application/json")]
                // Adaptive Payments refuses with HTTP 200 and ack=Failure; every other route with 401.
                func refused(at seat: Seat) async throws -> Bool {
                    let answer = try await RawHTTP(port: seat.backend.baseURL.port ?? 0).send(method, Self.path(template), headers: headers, body: Data("{}".utf8))
                    guard let answer else { return false }
                    return credential == .merchant ? answer.body.range(of: Data("520003".utf8)) != nil : answer.status == 401
                }
                if try await !refused(at: ben) { opened.append("\(method) \(template)") }
                if try await refused(at: ana) { refusedAtHome.append("\(method) \(template)") }
            }
            #expect(refusedAtHome.isEmpty, "Ana's keys open her own workspace: \(refusedAtHome) refused them")
            #expect(tried == [.admin, .accessToken, .clientSecret, .merchant, .braintreeKeys])
            #expect(opened.isEmpty, "Ana's keys opened \(opened) of Ben's workspace")
            #expect(try await ben.ordersOfAlex() == 1, "Ben's payment is as he left it")
        }
    }

    @Test func aWorkspaceOnLoopbackAsksForItsAdminToken() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            for headers in [[:], [RouteTable.adminTokenHeader: "PTA-guess"]] {
                let refused = try await ana.backend.http.send("POST", "/payterm/v1/reset", headers: headers)
                #expect(refused.status == 401)
                #expect(JSON(try refused.jsonObject())["details[0].issue"] == "ADMIN_TOKEN_REQUIRED")
            }
            #expect(try await ana.backend.http.send("POST", "/payterm/v1/reset", headers: ana.admin).status == 200)
            #expect(try await backend.http.send("GET", "/payterm/v1/clock").status == 200, "the trainer's loopback backend asks for none")
        }
    }
}
