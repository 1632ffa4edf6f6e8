import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing
@testable import CheckoutFlows

/// PayPal delivers at least once: a webhook event or an IPN message delivered again (after a backend could not
/// record that it went out) is taken once by the merchant's server, and the pane says it came again.
@Suite struct MerchantDeliveryTests {
    @Test func anEventDeliveredAgainIsTakenOnce() async throws {
        let backend = try await InProcessBackend.start()
        let transport = HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer)
        let credentials = Credentials.defaults
        let tokens = OAuthClient(transport: transport, credentials: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        let webhooks = try await MerchantWebhooks.subscribe("http://127.0.0.1:9/webhooks", client: WebhooksClient(transport: transport, tokens: tokens))
        let event = WebhooksClient.Delivery(
            headers: [:], body: Data(#"{"id":"WH-1","event_type":"CHECKOUT.ORDER.APPROVED","resource":{"id":"5O190127TN364715T"}}"#.utf8))
        let first = await webhooks.receive(event)
        #expect(first.summary.hasPrefix("Webhook ← CHECKOUT.ORDER.APPROVED 5O190127TN364715T · ") && !first.summary.contains("again"), "\(first.summary)")
        let again = await webhooks.receive(event)
        #expect(again.summary == "Webhook ← CHECKOUT.ORDER.APPROVED 5O190127TN364715T · WH-1 again: taken once")
        let another = await webhooks.receive(WebhooksClient.Delivery(headers: [:], body: Data(#"{"id":"WH-2","event_type":"CHECKOUT.ORDER.APPROVED","resource":{"id":"5O190127TN364715T"}}"#.utf8)))
        #expect(!another.summary.contains("again"), "another event about the same order is its own: \(another.summary)")
    }

    @Test func anIPNMessageDeliveredAgainIsTakenOnce() async throws {
        let backend = try await InProcessBackend.start()
        let ipn = MerchantIPN(transport: HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer))
        let message = "transaction_type=Adaptive+Payment+PAY&status=COMPLETED&pay_key=AP-1"
        let first = await ipn.summary(of: message)
        #expect(first.hasPrefix("IPN ← Adaptive Payment PAY COMPLETED AP-1 · ") && !first.contains("again"), "\(first)")
        #expect(await ipn.summary(of: message) == "IPN ← Adaptive Payment PAY COMPLETED AP-1 · the same message again: taken once")
        #expect(!(await ipn.summary(of: message + "&n=2")).contains("again"))
    }
}
