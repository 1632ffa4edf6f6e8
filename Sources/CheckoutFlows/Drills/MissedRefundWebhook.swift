import Foundation
import PayPalAPI
import PayPalVocabulary

extension Drill {
    /// The merchant's server was down when a refund's webhook came: support sends it again, now that it is up.
    static let missedRefundWebhook = Drill(
        name: "missed-refund-webhook",
        title: "A merchant never heard about a refund",
        task: "Send the merchant the refund's notification again, now that their server is back.",
        hints: [
            "Search for the invoice id the merchant gave (INV-5520-…).",
            "Its notifications show PAYMENT.CAPTURE.REFUNDED: its delivery failed, the merchant's server answering 503.",
            "Take \"Resend the webhook PAYMENT.CAPTURE.REFUNDED\".",
        ],
        seed: { backend in
            // The merchant's server runs beside the drill, down for now. Its subscription lasts as long as the
            // refund: later cases on the backend send it nothing.
            let server = try backend.merchantServerOrFail()
            let webhook = try await backend.webhooks.create(url: server.webhookURL, eventTypes: ["PAYMENT.CAPTURE.REFUNDED"])
            let session = try await backend.logIn("alex@personal.example.com")
            let invoice = "INV-5520-\(DrillSuffix.make())"
            let order = try await backend.approvedOrder(
                Money(minorUnits: 3_000, currency: .usd), intent: .capture, invoiceId: invoice, description: "Gift card", by: session)
            let captured = try await backend.rest.orders.capture(orderId: order, requestId: "capture-\(order)")
            guard let capture = captured.captures.first?.id else { throw DrillFailure("the order was not captured") }
            _ = try await backend.rest.payments.refundCapture(id: capture, requestId: "refund-\(capture)")
            let missed = try await firstAttempt(of: order, on: backend)
            try await backend.webhooks.delete(id: webhook.id)
            server.comeBack()
            return DrillSituation(
                story: "The PayTerm Demo Store's developer writes: \"Our server was down this morning and we never heard about the refund on invoice \(invoice). It's back up now.\"",
                ids: ["order": order, "transmission": missed])
        },
        checks: { situation, backend in
            let event = try await refundEvent(of: try situation.id("order"), on: backend)
            let missed = try situation.id("transmission")
            let taken = event.deliveries.contains { $0.transmissionId != missed && $0.status == "SUCCESS" }
            return [DrillCheck(expectation: "The refund's webhook (\(event.id)) is sent again, and the merchant's server took it", met: taken)]
        })

    private static func refundEvent(of order: String, on backend: DrillBackend) async throws -> SupportCase.Notification {
        let notifications = try await backend.admin.supportCase(.order, order).notifications
        guard let event = notifications.first(where: { $0.summary.hasPrefix("PAYMENT.CAPTURE.REFUNDED") }) else {
            throw DrillFailure("the refund sent no webhook")
        }
        return event
    }

    /// Waits (10 s at most) for the refund's webhook to have reached the merchant's server once, refused; returns that
    /// transmission's id.
    private static func firstAttempt(of order: String, on backend: DrillBackend) async throws -> String {
        for _ in 0..<100 {
            if let sent = try await refundEvent(of: order, on: backend).deliveries.first, sent.attempts > 0 { return sent.transmissionId }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw DrillFailure("the refund's webhook was not sent to the merchant's server within 10 seconds")
    }
}
