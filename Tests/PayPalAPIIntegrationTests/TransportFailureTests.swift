import Foundation
import PayPalAPI
import PayPalMock
import Testing

@Suite struct TransportFailureTests {
    /// Nothing listens on port 1, and no test's backend can: a port below 1024 is not ours to bind.
    static let nowhere = URL(string: "http://127.0.0.1:1")!

    @Test func aBackendThatDoesNotAnswerIsUnreachableForEveryClient() async throws {
        let url = Self.nowhere
        let transport = HTTPTransport(baseURL: url)
        let tokens = OAuthClient(transport: transport, credentials: LiveBackend.credentials)
        let library = PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId)
        let calls: [() async throws -> Void] = [
            { _ = try await tokens.accessToken() },
            { _ = try await OrdersClient(transport: transport, tokens: tokens).get(orderId: "ANY") },
            { _ = try await AdminClient(transport: transport).clock() },
            { _ = try await library.adaptive(Adaptive.PaymentDetailsRequest(.payKey("AP-ANY")), headers: LiveBackend.merchantHeaders) },
            { _ = try await library.logIn(email: LiveBackend.alex, password: "pass1234") },
        ]
        for call in calls {
            let error = try await #require(throws: PayPalAPIError.self) { try await call() }
            guard case .unreachable(let unanswered, _) = error else { Issue.record("not unreachable: \(error)"); continue }
            #expect(unanswered == url.absoluteString)
            #expect(error.message.contains(url.absoluteString))
        }
    }
}
