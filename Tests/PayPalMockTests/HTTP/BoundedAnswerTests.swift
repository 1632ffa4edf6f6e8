import Foundation
import Logging
import Testing
@testable import PayPalMock

/// A merchant's answer is read up to `OutboundClient.answerLimit`, then its connection dropped: an answer that never
/// ends, or one of 50 MB, costs the backend no more, and the buyer's review goes on within PayPal's wait.
@Suite struct BoundedAnswerTests {
    /// Far below what an unbounded read takes from a loopback merchant in PayPal's 3 s wait; above what the kernel's
    /// socket buffers hold once the backend stops reading.
    static let mostWritten = 16 << 20

    func review(calling listener: RawListener) async throws {
        try await TestBackend.with(.calling(listener.url)) { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            let token = try await ShippingModuleTests().open(backend, bearer, callback: listener.url.absoluteString)
            let (status, review) = try await backend.buyer("GET", "hermes/\(token)", token: session)
            #expect(status == 200 && review["shipping.issue"] == "NO_ANSWER", "an answer cut short is no answer")
        }
        // The merchant's writes end once the closed connection refuses them.
        try await Task.sleep(for: .milliseconds(500))
        #expect(listener.connections >= 1)
        #expect(listener.written < Self.mostWritten, "\(listener.written) bytes taken from the merchant")
    }

    @Test func anAnswerThatNeverEndsIsReadOnlyUpToTheBound() async throws {
        try await RawListener.with(.endless) { listener in try await review(calling: listener) }
    }

    @Test func aFiftyMegabyteAnswerIsReadOnlyUpToTheBound() async throws {
        try await RawListener.with(.sized(50 << 20)) { listener in try await review(calling: listener) }
    }

    @Test func aDeliveryCountsTheStatusOfAnAnswerCutAtTheBound() async throws {
        try await RawListener.with(.endless) { listener in
            let client = OutboundClient(policy: .calling([listener.url]), store: nil, exchange: nil, logger: Logger(label: "payterm.tests.outbound"))
            let answer = await client.post(OutboundClient.Call(url: listener.url.absoluteString, headers: [], body: Data(), wait: NotificationDelivery.wait)).answer
            #expect(answer?.status == 200 && answer?.isCut == true && answer?.body.count == OutboundClient.answerLimit)
        }
    }
}
