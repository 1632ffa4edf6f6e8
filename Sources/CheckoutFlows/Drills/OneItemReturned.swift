import PayPalVocabulary

extension Drill {
    /// A buyer sent one of two items back: only its price is refunded.
    static let oneItemReturned = Drill(
        name: "one-item-returned",
        title: "A buyer sent one item back and wants its money",
        task: "Refund the coaster set, and only the coaster set: the buyer keeps the mug.",
        hints: [
            "Search for the invoice id the buyer gave (INV-6004-…).",
            "The order was captured for 34.98 USD: a mug at 24.99 and a coaster set at 9.99.",
            "Take \"Refund capture …\" and type 9.99 as the amount (empty would refund all of it).",
        ],
        seed: { backend in
            let session = try await backend.logIn("alex@personal.example.com")
            let invoice = "INV-6004-\(DrillSuffix.make())"
            let order = try await backend.approvedOrder(
                Money(minorUnits: 3_498, currency: .usd), intent: .capture, invoiceId: invoice,
                description: "Mug 24.99 USD, coaster set 9.99 USD", by: session)
            let captured = try await backend.rest.orders.capture(orderId: order, requestId: "capture-\(order)")
            guard let capture = captured.captures.first?.id else { throw DrillFailure("the order was not captured") }
            return DrillSituation(
                story: "Alex Rivera writes: \"I sent the coaster set (9.99 USD) back from invoice \(invoice). The shop says PayPal will refund it.\"",
                ids: ["order": order, "capture": capture, "invoice": invoice])
        },
        checks: { situation, backend in
            let timeline = try await backend.timeline(of: .order, try situation.id("order"))
            let refunds = timeline.filter { $0.hasPrefix("Refunded ") }
            return [
                DrillCheck(expectation: "9.99 USD is refunded for the coaster set", met: refunds.contains("Refunded 9.99 USD")),
                DrillCheck(expectation: "Nothing else is refunded: the buyer keeps the mug", met: refunds.count <= 1 && refunds.allSatisfy { $0 == "Refunded 9.99 USD" }),
            ]
        })
}
