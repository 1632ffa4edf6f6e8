import Foundation
import Logging
import Testing
@testable import PayPalMock

/// The backend calls a merchant's URL only when it is a listener it may call: every other spelling of loopback, user
/// info, private and link-local addresses, names that resolve elsewhere are refused before any connection is tried,
/// and a redirect is an answer, not followed.
@Suite struct OutboundPolicyTests {
    static func client(calling listeners: [URL]) -> OutboundClient {
        OutboundClient(policy: .calling(listeners), store: nil, exchange: nil, logger: Logger(label: "payterm.tests.outbound"))
    }

    static func post(_ url: String, with client: OutboundClient) async -> OutboundClient.Outcome {
        await client.post(OutboundClient.Call(url: url, headers: [("Content-Type", "application/json")], body: Data("{}".utf8), wait: .seconds(3)))
    }

    @Test func everyOtherSpellingOfLoopbackAndEveryUnlistedDestinationIsRefusedWithoutAConnection() async throws {
        try await RawListener.with(.ok) { unlisted in
            try await RawListener.with(.ok) { allowed in
                let client = Self.client(calling: [allowed.url])
                let (port, listed) = (unlisted.port, allowed.port)
                let hostile = [
                    "http://127.0.0.1:\(port)/payterm/v1/reset", "http://localhost:\(port)/", "http://127.1:\(port)/", "http://0x7f000001:\(port)/",
                    "http://2130706433:\(port)/", "http://0177.0.0.1:\(port)/", "http://[::ffff:127.0.0.1]:\(port)/", "http://[::1]:\(port)/",
                    "http://0x7f.1:\(port)/", "http://127.0.0.1.:\(port)/", "http://localhost.:\(port)/", "http://999.0.0.1:\(port)/",
                    "http://a@127.0.0.1:\(listed)/merchant", "http://a:b@127.0.0.1:\(listed)/merchant", "https://127.0.0.1:\(listed)/merchant",
                    "ftp://127.0.0.1:\(listed)/merchant", "http://10.0.0.1:\(listed)/", "http://169.254.169.254/latest/meta-data/",
                    "http://192.168.1.1:\(listed)/", "http://127.0.0.1:\(listed)0/", "not a url",
                ]
                for url in hostile {
                    let outcome = await Self.post(url, with: client)
                    guard case .refused = outcome else {
                        Issue.record("\(url) was called: \(outcome)")
                        continue
                    }
                }
                #expect(unlisted.connections == 0, "no spelling reached the unlisted listener")
                #expect(allowed.connections == 0, "nor the listed one with user info or another scheme")
                let spellings = [
                    "http://127.0.0.1:\(listed)/merchant", "http://127.1:\(listed)/merchant", "http://0x7f000001:\(listed)/merchant",
                    "http://[::ffff:127.0.0.1]:\(listed)/merchant", "http://localhost:\(listed)/merchant",
                ]
                for url in spellings {
                    #expect(await Self.post(url, with: client).answer?.status == 200, "\(url) names the listed listener")
                }
                #expect(allowed.connections == spellings.count)
            }
        }
    }

    @Test func aRedirectToAnUnlistedAddressIsAnAnswerNotFollowed() async throws {
        try await RawListener.with(.ok) { unlisted in
            try await RawListener.with(.redirect("http://127.0.0.1:\(unlisted.port)/payterm/v1/reset")) { redirecting in
                let outcome = await Self.post(redirecting.url.absoluteString, with: Self.client(calling: [redirecting.url]))
                #expect(outcome.answer?.status == 302)
                #expect(redirecting.connections == 1 && unlisted.connections == 0)
            }
        }
    }

    @Test func aShippingCallbackAtAnotherBackendsResetDoesNotResetIt() async throws {
        try await TestBackend.with { victim in
            try await TestBackend.with { backend in
                let before = try await Self.seeding(of: victim)
                let bearer = "Bearer " + (try await backend.braintreeFingerprint())
                let session = try await backend.login("alex@personal.example.com")
                let token = try await ShippingModuleTests().open(backend, bearer, callback: victim.baseURL.absoluteString + "/payterm/v1/reset")
                let (status, review) = try await backend.buyer("GET", "hermes/\(token)", token: session)
                #expect(status == 200 && review["shipping.issue"] == "NO_ANSWER")
                #expect(try await Self.seeding(of: victim) == before, "the other backend was not reset")
            }
        }
    }

    @Test func aWebhookEventForAnUnlistedListenerIsNeverPosted() async throws {
        try await RawListener.with(.ok) { unlisted in
            try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
                for url in [unlisted.url, receiver.url] {
                    let (sent, _) = try await backend.rest(
                        "POST", "/v1/notifications/simulate-event", json: ["url": url.absoluteString, "event_type": "PAYMENT.CAPTURE.COMPLETED"])
                    #expect(sent == 202)
                }
                _ = try await receiver.waitFor(1)
                // The refusal is journaled when the unlisted one's turn comes: waited for, with a net for a hang.
                var refusals: [[String: Any]] = []
                let giveUp = ContinuousClock.now + .seconds(60)
                while refusals.isEmpty, ContinuousClock.now < giveUp {
                    let journal = try JSONSerialization.jsonObject(with: try await backend.http.send("GET", "/payterm/v1/journal").body) as? [String: Any]
                    refusals = (journal?["entries"] as? [[String: Any]] ?? []).filter { $0["refused"] != nil }
                    if refusals.isEmpty { try await Task.sleep(for: .milliseconds(100)) }
                }
                #expect(unlisted.connections == 0)
                #expect(!refusals.isEmpty && refusals.allSatisfy { ($0["path"] as? String) == unlisted.url.absoluteString }, "the refusal is journaled: \(refusals)")
                #expect((refusals.first?["refused"] as? String)?.isEmpty == false, "with why")
            } }
        }
    }

    /// 16 identical registrations at once list the listener once; 16 different ones at once are all kept; past
    /// the limit, a registration is refused.
    @Test func registrationsAtOnceAreKeptOnceEachAndBounded() async throws {
        try await TestBackend.with { backend in
            let path = "/payterm/v1/merchant-listeners"
            let same = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 { group.addTask { try await backend.http.send("POST", path, json: ["address": "127.0.0.1:9000"]).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(same.allSatisfy { $0 == 201 }, "\(same)")
            let different = try await withThrowingTaskGroup(of: Int.self) { group in
                for port in 9001...9016 { group.addTask { try await backend.http.send("POST", path, json: ["address": "127.0.0.1:\(port)"]).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(different.allSatisfy { $0 == 201 }, "\(different)")
            let listed = JSON(try await backend.http.send("GET", path).jsonObject())
            #expect((listed.value(at: "registered") as? [Any])?.count == 17, "each once, none lost")
            for port in 9017..<(9017 + MerchantListeners.limit - 17) {
                #expect(try await backend.http.send("POST", path, json: ["address": "127.0.0.1:\(port)"]).status == 201)
            }
            let over = try await backend.http.send("POST", path, json: ["address": "127.0.0.1:20000"])
            #expect(over.status == 422 && String(decoding: over.body, as: UTF8.self).contains("TOO_MANY_LISTENERS"))
        }
    }

    @Test func aFrontRegistersItsListenerThroughTheAdminAPIAndIsCalledFromThen() async throws {
        try await WebhookReceiver.with { receiver in
            try await TestBackend.with { backend in
                let path = "/payterm/v1/merchant-listeners"
                for wrong in ["localhost:80", "a@127.0.0.1:80", "127.0.0.1", "127.0.0.1:0", "example.com:80"] {
                    #expect(try await backend.http.send("POST", path, json: ["address": wrong]).status == 400, "\(wrong)")
                }
                let registered = try await backend.http.send("POST", path, json: ["address": "127.1:\(receiver.url.port ?? 0)"])
                #expect(registered.status == 201)
                #expect(JSON(try registered.jsonObject())["registered[0]"] == "127.0.0.1:\(receiver.url.port ?? 0)")
                let (sent, _) = try await backend.rest(
                    "POST", "/v1/notifications/simulate-event", json: ["url": receiver.url.absoluteString, "event_type": "PAYMENT.CAPTURE.COMPLETED"])
                #expect(sent == 202)
                #expect(try await receiver.waitFor(1).count == 1)
            }
        }
    }

    /// The id of the seeding the backend's state grew from: a reset plants a new one.
    static func seeding(of backend: TestBackend) async throws -> String? {
        JSON(try await backend.http.send("GET", "/payterm/v1/seeding").jsonObject())["id"]
    }
}
