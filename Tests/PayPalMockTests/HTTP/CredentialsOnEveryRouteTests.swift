import Foundation
import Testing
@testable import PayPalMock

/// No route the router holds answers 2xx without its credentials, whatever form its path is sent in (`//v2/…`,
/// a trailing slash, dot segments, an encoded slash, another case): missing credentials, another API's, and
/// malformed ones. Adaptive Payments refuses with HTTP 200, so there a grant is `ack=Success`.
@Suite struct CredentialsOnEveryRouteTests {
    static let adminToken = "fuzz-admin-token"

    static func wrongCredentials(_ audience: AudienceName, signsIn: Bool, bearer: String, session: String) -> [[(String, String)]] {
        let garbage = [[], [("Authorization", "Bearer")], [("Authorization", "Bearer x")], [("Authorization", "Basic !!!")]]
        let wrongAdmin = [[], [(AdminHolders.header, "x")], [(AdminHolders.header, adminToken + "x")], [("Authorization", "Bearer \(bearer)")]]
        return switch audience {
        case .restClient: garbage + [[("Authorization", "Bearer \(session)")], [("Authorization", TestBackend.basicAuthorization())]]
        case .restClientSecret: garbage + [[("Authorization", "Bearer \(bearer)")], [("Authorization", "Basic " + Data("payterm-client-id:x".utf8).base64EncodedString())]]
        case .adaptiveCaller:
            [[], [("Authorization", "Bearer \(bearer)")],
             TestBackend.merchantHeaders.map { ($0.key, $0.key == "X-PAYPAL-SECURITY-PASSWORD" ? "wrong" : $0.value) }]
        case .braintreeMerchant, .braintreePartner:
            garbage + [[("Authorization", TestBackend.basicAuthorization())],
                       [("Authorization", "Basic " + Data("\(BraintreeMerchant.sandbox.publicKey):x".utf8).base64EncodedString())]]
        case .braintreeClient: garbage + [[("Authorization", "Bearer \(bearer)")]]
        case .buyer: garbage + [[("Authorization", "Bearer \(bearer)")]]
        case .admin, .trainer, .sharer, .watcher: wrongAdmin
        case .restClientId: [[], [("Authorization", "Bearer \(bearer)")]]
        case .anyone: signsIn ? [[], [("Authorization", "Bearer \(session)")]] : []
        }
    }

    /// A body the route would act on, given its credentials.
    static func body(_ template: String, signsIn: Bool) throws -> Data {
        let body: [String: Any] = switch template {
        case "/v2/checkout/orders": Orders.simple()
        case "/v1/notifications/webhooks": ["url": "https://m.example/credentials", "event_types": [["name": "*"]]]
        case "/v3/vault/setup-tokens": Vaults.card()
        case "/AdaptivePayments/{operation}": Requests.simplePay()
        case "/payterm/v1/clock": ["advance": "1d"]
        default: signsIn ? ["email": "nobody@personal.example.com", "password": "x"] : [:]
        }
        return try JSONSerialization.data(withJSONObject: body)
    }

    static func granted(_ answer: RawHTTP.Answer, _ audience: AudienceName) -> Bool {
        guard (200..<300).contains(answer.status) else { return false }
        guard audience == .adaptiveCaller else { return true }
        let envelope = (try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["responseEnvelope"] as? [String: Any]
        return envelope?["ack"] as? String != "Failure"
    }

    @Test func noRouteAnswers2xxWithoutItsCredentials() async throws {
        try await TestBackend.with(BackendConfiguration(port: 0, adminToken: Self.adminToken).holdingClass()) { backend in
            let live = try await LiveRoutes.make(backend)
            let (bearer, session) = (try await backend.accessToken(), try await backend.login("alex@personal.example.com"))
            var forms = HostileRequests(seed: RobustnessTests.seed &+ 6)
            var granted: [String] = []
            var checked = 0
            for route in live.routes {
                let (method, template, audience) = route
                let signsIn = LiveRoutes.signsIn(route)
                let path = live.path(template)
                let body = try Self.body(template, signsIn: signsIn)
                for wrong in Self.wrongCredentials(audience, signsIn: signsIn, bearer: bearer, session: session) {
                    let forms = [path, "/" + path, path + "/", path.replacingOccurrences(of: "/", with: "//"), forms.pathForm(path), forms.pathForm(path)]
                    for target in forms {
                        let answer = try await backend.raw.send(method, target, headers: wrong + [("Content-Type", "application/json")], body: body)
                        checked += 1
                        if let answer, Self.granted(answer, audience) {
                            granted.append("\(method) \(target) with \(wrong.map(\.0)): \(answer.status) \(String(decoding: answer.body.prefix(200), as: UTF8.self))")
                        }
                    }
                }
            }
            #expect(checked > 1_000, "\(checked) requests")
            #expect(granted.isEmpty, "\(granted.count) answered 2xx without credentials: \(granted.prefix(10))")
        }
    }
}
