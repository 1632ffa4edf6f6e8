import Foundation
import Testing
@testable import PayPalMock

/// Fault rules narrowed to a calling app, a buyer or a flow, and rules that persist across a restart, over loopback
/// HTTP.
@Suite struct FaultMatcherTests {
    static var unavailable: [String: Any] { ["error": ["status": 503, "issue": "SERVICE_UNAVAILABLE"]] }

    static func rule(_ path: String, method: String? = nil, _ matchers: [String: Any]) -> [String: Any] {
        var rule = matchers.merging(["path": path, "repeat": true, "outcome": unavailable]) { $1 }
        rule["method"] = method
        return rule
    }

    @Test func aClientRuleFaultsOnlyThatAppsRESTAndAdaptiveCalls() async throws {
        try await TestBackend.with { backend in
            try await FaultTests.arm(backend, Self.rule("/v2/checkout/orders", method: "POST", ["client": "another-client-id"]))
            try await FaultTests.arm(backend, Self.rule("/AdaptivePayments/Pay", ["client": "APP-0THER0APP0ID00000"]))
            #expect(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple()).0 == 201, "another app's rule")
            #expect(try await backend.adaptive("Pay", Requests.simplePay()).1["responseEnvelope.ack"] == "Success")

            try await FaultTests.arm(backend, Self.rule("/v2/checkout/orders", method: "POST", ["client": Credentials.defaults.clientId]))
            try await FaultTests.arm(backend, [
                "path": "/AdaptivePayments/Pay", "client": Credentials.sandboxApplicationId, "outcome": ["adaptive_error": "520002"],
            ])
            #expect(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple()).0 == 503, "the token's client")
            #expect(try await backend.adaptive("Pay", Requests.simplePay()).1["error[0].errorId"] == "520002", "the application id")

            try await FaultTests.arm(backend, Self.rule("/v1/oauth2/token", ["client": Credentials.defaults.clientId]))
            let token = try await backend.http.send(
                "POST", "/v1/oauth2/token", headers: ["Authorization": TestBackend.basicAuthorization(), "Content-Type": "application/x-www-form-urlencoded"],
                body: Data("grant_type=client_credentials".utf8))
            #expect(token.status == 503, "Basic credentials name the client")
        }
    }

    @Test func aBuyerRuleFaultsThatBuyersLogInAndSessionOnly() async throws {
        try await TestBackend.with { backend in
            let alex = try await backend.login("alex@personal.example.com")
            try await FaultTests.arm(backend, Self.rule("/payterm/v1/buyer/**", ["buyer": "Noor@personal.example.com"]))
            #expect(try await backend.buyer("GET", "me", token: alex).0 == 200, "another buyer's session")
            let (noorLogin, refusal) = try await backend.buyer("POST", "login", json: ["email": "noor@personal.example.com", "password": Personas.password])
            #expect(noorLogin == 503 && refusal["details[0].issue"] == "SERVICE_UNAVAILABLE")
            try await FaultTests.arm(backend, Self.rule("/payterm/v1/buyer/me", ["buyer": "alex@personal.example.com"]))
            #expect(try await backend.buyer("GET", "me", token: alex).0 == 503, "alex's session")
            let (byPhone, _) = try await backend.buyer("POST", "login", json: ["phone": "+14085550101", "pin": "1234"])
            #expect(byPhone == 201, "a log-in is faulted by the me rule only on its own path")
            try await FaultTests.arm(backend, Self.rule("/payterm/v1/buyer/login", ["buyer": "alex@personal.example.com"]))
            let (phoneLogin, _) = try await backend.buyer("POST", "login", json: ["phone": "(408) 555-0101", "pin": "1234"])
            #expect(phoneLogin == 503, "a phone log-in is the phone's buyer's")
            #expect(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple()).0 == 201, "the merchant's calls are not the buyer's")
        }
    }

    @Test func aFlowRuleFaultsOnlyCallsThatNameTheFlow() async throws {
        try await TestBackend.with { backend in
            try await FaultTests.arm(backend, Self.rule("/v2/checkout/orders", method: "POST", ["flow": "pay-now"]))
            let order = Orders.simple()
            #expect(try await backend.rest("POST", "/v2/checkout/orders", json: order).0 == 201, "no flow named")
            #expect(try await backend.rest("POST", "/v2/checkout/orders", json: order, headers: ["PayTerm-Flow": "mpl"]).0 == 201)
            #expect(try await backend.rest("POST", "/v2/checkout/orders", json: order, headers: ["PayTerm-Flow": "pay-now"]).0 == 503)
            let (_, listed) = try await backend.admin("GET", "/payterm/v1/faults")
            #expect(listed["faults[0].flow"] == "pay-now" && listed["faults[0].persist"] == false)
        }
    }

    @Test func matchersAreChecked() async throws {
        try await TestBackend.with { backend in
            for (matchers, field) in [
                (["client": ""], "client"), (["client": "has space"], "client"), (["client": String(repeating: "c", count: 129)], "client"),
                (["buyer": "noor"], "buyer"), (["buyer": 7], "buyer"), (["flow": ""], "flow"), (["flow": "line\nbreak"], "flow"),
                (["persist": "yes"], "persist"),
            ] as [([String: Any], String)] {
                let (status, refusal) = try await backend.admin("POST", "/payterm/v1/faults", json: Self.rule("/v2/**", matchers))
                #expect(status == 400 && refusal["details[0].field"] == field, "\(matchers): \(refusal)")
            }
        }
        #expect(throws: ArmedFaultsError.self) { try ArmedFaults(json: Data(#"[{"path": "/v2/**", "persist": true, "outcome": {"pass": true}}]"#.utf8)) }
        let file = try ArmedFaults(json: Data(#"[{"path": "/v2/**", "flow": "mpl", "buyer": "lee@personal.example.com", "outcome": {"pass": true}}]"#.utf8))
        #expect(file.rules.first?.flow == "mpl" && file.rules.first?.buyer == "lee@personal.example.com")
    }

    @Test func aPersistedRuleIsStillArmedAfterARestartWithWhatIsLeftOfItAndAResetClearsIt() async throws {
        try await TestBackend.withStateFile { configuration in
            var kept = ""
            try await TestBackend.with(configuration) { backend in
                try await FaultTests.arm(backend, ["path": "/v2/checkout/orders/*", "method": "GET", "outcome": ["latency_ms": 1]])
                kept = try await FaultTests.arm(backend, ["path": "/v2/checkout/orders", "method": "POST", "times": 3, "persist": true, "outcome": Self.unavailable])
                #expect(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple()).0 == 503)
            }
            try await TestBackend.with(configuration) { backend in
                let (_, listed) = try await backend.admin("GET", "/payterm/v1/faults")
                #expect((listed.value(at: "faults") as? [Any])?.count == 1, "the rule without persist is forgotten: \(listed)")
                #expect(listed["faults[0].id"] == kept && listed["faults[0].persist"] == true)
                #expect((listed.value(at: "faults[0].outcomes") as? [Any])?.count == 2, "one of three was spent before the restart")
                #expect(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple()).0 == 503)
                let next = try await FaultTests.arm(backend, ["path": "/v1/**", "persist": true, "outcome": ["pass": true]])
                #expect(next != kept, "ids go on after the kept ones")
                let (reset, _) = try await backend.admin("POST", "/payterm/v1/reset")
                #expect(reset == 200)
                let (_, cleared) = try await backend.admin("GET", "/payterm/v1/faults")
                #expect((cleared.value(at: "faults") as? [Any])?.isEmpty == true)
            }
            try await TestBackend.with(configuration) { backend in
                let (_, listed) = try await backend.admin("GET", "/payterm/v1/faults")
                #expect((listed.value(at: "faults") as? [Any])?.isEmpty == true, "a reset forgets persisted rules too")
                #expect(try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple()).0 == 201)
            }
        }
    }
}
