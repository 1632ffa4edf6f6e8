import Foundation
import PayPalAPI
import PayPalVocabulary

extension Drill {
    /// The merchant's server was down when a refund's webhook came: support sends it again.
    static let missedRefundWebhook = Drill(
        name: "missed-refund-webhook",
        title: "A merchant never heard about a refund",
        task: "Send the merchant the refund's notification again, now that their server is back.",
        hints: [
            "Search for the invoice id the merchant gave (INV-5520-…).",
            "Its notifications show PAYMENT.CAPTURE.REFUNDED: every delivery failed.",
            "Take \"Resend the webhook PAYMENT.CAPTURE.REFUNDED\".",
        ],
        seed: { backend in
            // Nothing listens on the discard port: every delivery fails, as to a server that is down.
            _ = try await backend.webhooks.create(url: "http://127.0.0.1:9/payterm-drill/webhooks", eventTypes: ["PAYMENT.CAPTURE.REFUNDED"])
            let session = try await backend.logIn("alex@personal.example.com")
            let invoice = "INV-5520-\(DrillSuffix.make())"
            let order = try await backend.approvedOrder(
                Money(minorUnits: 3_000, currency: .usd), intent: .capture, invoiceId: invoice, description: "Gift card", by: session)
            let captured = try await backend.rest.orders.capture(orderId: order, requestId: "capture-\(order)")
            guard let capture = captured.captures.first?.id else { throw DrillFailure("the order was not captured") }
            _ = try await backend.rest.payments.refundCapture(id: capture, requestId: "refund-\(capture)")
            let sent = try await refundEvent(of: order, on: backend)
            return DrillSituation(
                story: "The PayTerm Demo Store's developer writes: \"Our server was down this morning and we never heard about the refund on invoice \(invoice). It's back up now.\"",
                ids: ["order": order, "transmission": sent.deliveries.first?.transmissionId ?? ""])
        },
        checks: { situation, backend in
            let event = try await refundEvent(of: try situation.id("order"), on: backend)
            let resent = event.deliveries.contains { $0.transmissionId != (situation.ids["transmission"] ?? "") }
            return [DrillCheck(expectation: "The refund's webhook (\(event.id)) is sent again", met: resent)]
        })

    private static func refundEvent(of order: String, on backend: DrillBackend) async throws -> SupportCase.Notification {
        let notifications = try await backend.admin.supportCase(.order, order).notifications
        guard let event = notifications.first(where: { $0.summary.hasPrefix("PAYMENT.CAPTURE.REFUNDED") }) else {
            throw DrillFailure("the refund sent no webhook")
        }
        return event
    }
}
