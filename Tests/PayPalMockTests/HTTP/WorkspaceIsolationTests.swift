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

    /// What Ana's keys send to a route for `audience`; nil for a route open to anyone, or to a buyer or a client token.
    static func anasKeys(_ audience: AudienceName, _ ana: Seat, token: String) -> [(String, String)]? {
        switch audience {
        case .admin, .trainer, .sharer, .watcher: Array(ana.admin) + [("Authorization", TestBackend.basicAuthorization(ana.keys))]
        case .restClient: [("Authorization", "Bearer \(token)")]
        case .restClientSecret: [("Authorization", TestBackend.basicAuthorization(ana.keys))]
        case .adaptiveCaller:
            Array(AdaptiveHeaders.merchant(
                username: ana.keys.apiUsername, password: ana.keys.apiPassword, signature: ana.keys.apiSignature,
                applicationId: Credentials.sandboxApplicationId))
        case .braintreeMerchant:
            [("Authorization", "Basic " + Data("\(ana.keys.braintreePublicKey):\(ana.keys.braintreePrivateKey)".utf8).base64EncodedString())]
        case .braintreePartner, .braintreeClient, .buyer, .restClientId, .anyone: nil
        }
    }

    @Test func aTraineesKeysOpenNoRouteOfAnotherWorkspace() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            try await ClassroomTests.capturedOrder(ben.backend, as: ben.keys)
            let token = try await ana.backend.accessToken(client: ana.keys)
            var opened: [String] = []
            var refusedAtHome: [String] = []
            var tried = Set<AudienceName>()
            // The admin API last: Ana's reset of her own workspace ends her access token. The screen's watches stream.
            let ordered = try await LiveRoutes.declared().filter { $0.audience != .watcher }.sorted { !$0.audience.isAdministrative && $1.audience.isAdministrative }
            for route in ordered {
                let (method, template, credential) = (route.method, route.path, route.audience)
                guard let keys = Self.anasKeys(credential, ana, token: token) else { continue }
                tried.insert(credential)
                let headers = keys + [("Content-Type", "application/json")]
                // Adaptive Payments refuses with HTTP 200 and ack=Failure; every other route with 401.
                func refused(at seat: Seat) async throws -> Bool {
                    let answer = try await RawHTTP(port: seat.backend.baseURL.port ?? 0).send(method, Self.path(template), headers: headers, body: Data("{}".utf8))
                    guard let answer else { return false }
                    return credential == .adaptiveCaller ? answer.body.range(of: Data("520003".utf8)) != nil : answer.status == 401
                }
                if try await !refused(at: ben) { opened.append("\(method) \(template)") }
                if try await refused(at: ana) { refusedAtHome.append("\(method) \(template)") }
            }
            #expect(refusedAtHome.isEmpty, "Ana's keys open her own workspace: \(refusedAtHome) refused them")
            #expect(tried == [.admin, .trainer, .sharer, .restClient, .restClientSecret, .adaptiveCaller, .braintreeMerchant])
            #expect(opened.isEmpty, "Ana's keys opened \(opened) of Ben's workspace")
            #expect(try await ben.ordersOfAlex() == 1, "Ben's payment is as he left it")
        }
    }

    @Test func aWorkspaceOnLoopbackAsksForItsAdminToken() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            for headers in [[:], [AdminHolders.header: "PTA-guess"]] {
                let refused = try await ana.backend.http.send("POST", "/payterm/v1/reset", headers: headers)
                #expect(refused.status == 401)
                #expect(JSON(try refused.jsonObject())["details[0].issue"] == "ADMIN_TOKEN_REQUIRED")
            }
            #expect(try await ana.backend.http.send("POST", "/payterm/v1/reset", headers: ana.admin).status == 200)
            #expect(try await backend.http.send("GET", "/payterm/v1/clock").status == 200, "the trainer's loopback backend asks for none")
        }
    }
}
