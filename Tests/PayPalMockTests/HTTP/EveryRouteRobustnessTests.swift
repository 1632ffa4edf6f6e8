import Foundation
import FoundationXML
import Testing
@testable import PayPalMock

/// Every route the router holds (Adaptive, REST, OAuth, buyer, admin, IPN, webhooks; GETs and DELETEs too) under
/// hostile requests on every input channel, sent as raw bytes: method, path form, query string, headers, body.
/// Seeded like `RobustnessTests` (`PAYTERM_FUZZ_SEED`, `PAYTERM_FUZZ_ROUNDS`: requests, 1,000 unless set);
/// `PAYTERM_FUZZ_URL` aims it at a running `payterm serve` instead (Benchmarks/fuzz.sh).
@Suite struct EveryRouteRobustnessTests {
    static let requests = RobustnessTests.environment["PAYTERM_FUZZ_ROUNDS"] == nil ? 1_000 : RobustnessTests.rounds

    /// What the requests came to.
    struct Tally {
        var answered = 0
        var resets = 0
        var closed = 0
        var silent = 0
        var serverErrors: [String] = []
        var misshapen: [String] = []
        var unanswered: [String] = []

        var summary: String {
            "every-route fuzz: \(answered + resets + closed + silent) requests, \(answered) answered, \(serverErrors.count) 5xx, "
                + "\(resets) connection resets, \(closed) closed without an answer, \(silent) unanswered in time"
        }

        mutating func count(_ outcome: RawHTTP.Outcome, for made: HostileRequests.Made) {
            switch outcome {
            case .answered(let answer):
                answered += 1
                if answer.status >= 500 { serverErrors.append("\(made.label) → \(answer.status) \(String(decoding: answer.body.prefix(300), as: UTF8.self))") }
                if let problem = EveryRouteRobustnessTests.shapeProblem(answer, made) { misshapen.append("\(made.label) → \(answer.status): \(problem)") }
                return
            case .reset: resets += 1
            case .closed: closed += 1
            case .silent: silent += 1
            }
            if made.framed { unanswered.append("\(made.label): \(outcome)") }
        }
    }

    /// Why an answer is not in its API's shape, or nil: Adaptive Payments in the format asked for, with its
    /// envelope; IPN validation as plain text; REST as JSON, but for 204 and answers to HEAD. What is not HTTP/1.1,
    /// or not framed as it, may get the HTTP layer's bare 400 instead.
    static func shapeProblem(_ answer: RawHTTP.Answer, _ made: HostileRequests.Made) -> String? {
        let text = String(decoding: answer.body, as: UTF8.self)
        if answer.status == 400, answer.body.isEmpty, !made.wellFormed || !made.framed { return nil }
        if made.label.hasPrefix("HEAD ") || answer.status == 204 { return nil }
        if let format = made.adaptiveAnswer {
            let enveloped = switch format {
            case .json: (try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any])?["responseEnvelope"] != nil
            case .nv: NVText.decode(text)["responseEnvelope.ack"] != nil
            case .xml: (try? XMLDocument(data: answer.body))?.rootElement().map { (try? $0.nodes(forXPath: "responseEnvelope/ack"))?.isEmpty == false } ?? false
            }
            return enveloped ? nil : "no Adaptive Payments envelope in \(format.rawValue): \(text.prefix(300))"
        }
        if answer.status == 200, ["VERIFIED", "INVALID"].contains(text) { return nil }
        // A watched screen is a stream of JSON lines, chunked, for as long as the watcher stays.
        if answer.status == 200, answer.head.lowercased().contains("content-type: application/x-ndjson") {
            return text.contains(#"{"shared":false}"#) || text.contains(#"{"frame":"#) ? nil : "a watch without a JSON line: \(text.prefix(300))"
        }
        // Braintree's gateway and OAuth token API answer in XML, and their refusals of credentials, versions and ids with no body.
        // A path form may double its slashes (`/oauth//access_tokens`).
        let label = made.label.lowercased().replacingOccurrences(of: "//", with: "/")
        let braintree = ["/merchants/", "/oauth/access_tokens", "/oauth/revoke_access_token"].contains { label.contains($0) }
        if braintree, answer.body.isEmpty || (try? XMLDocument(data: answer.body)) != nil { return nil }
        return (try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any]) == nil ? "not a JSON object: \(text.prefix(300))" : nil
    }

    @Test func hostileRequestsOnEveryRouteGetAnswersNever5xx() async throws {
        try await TestBackend.withTarget { backend in
            let live = try await LiveRoutes.make(backend)
            #expect(live.routes.count > 50, "the router lists \(live.routes.count) routes")
            let credentials = HostileRequests.Credentials(
                bearer: try await backend.accessToken(), session: try await backend.login("alex@personal.example.com"))
            var hostile = HostileRequests(seed: RobustnessTests.seed &+ 5)
            var tally = Tally()
            let port = backend.baseURL.port ?? 0
            for round in 0..<Self.requests {
                // Round-robin over the routes, so that every one of them is reached.
                let (method, template, _) = live.routes[round % live.routes.count]
                let path = live.path(template, operation: hostile.pick(LiveRoutes.adaptiveOperations))
                let made = hostile.make(method, path, port: port, credentials: credentials)
                tally.count(try await backend.raw.exchange(made.bytes, halfClose: !made.framed), for: made)
            }
            print(tally.summary)
            #expect(tally.serverErrors.isEmpty, "\(tally.serverErrors.count) 5xx: \(tally.serverErrors.prefix(10))")
            #expect(tally.misshapen.isEmpty, "\(tally.misshapen.count) answers off their API's shape: \(tally.misshapen.prefix(10))")
            #expect(tally.unanswered.isEmpty, "\(tally.unanswered.count) well-framed requests unanswered: \(tally.unanswered.prefix(10))")
            try await Self.stillServes(backend)
        }
    }

    /// After the run, a normal call of each API still works.
    static func stillServes(_ backend: TestBackend) async throws {
        #expect(try await backend.createOrder().isEmpty == false)
        #expect(try await backend.payKey().isEmpty == false)
        let token = try await backend.login("sam@personal.example.com")
        #expect(try await backend.buyer("GET", "me", token: token).0 == 200)
    }
}
