import PayPalAPI
import PayPalVocabulary

extension Drill {
    /// The merchant's capture was declined, yet the buyer's bank shows the money gone: it is held by the
    /// authorization, which support voids to release it.
    static let holdAfterADeclinedCapture = Drill(
        name: "hold-after-a-declined-capture",
        title: "A capture failed and the buyer was charged anyway",
        task: "Find out where the buyer's money is, and give it back to them without taking it for the merchant.",
        hints: [
            "Search for the invoice id the buyer gave (INV-7731-…).",
            "The timeline shows the order authorized and no capture: the money is held for the merchant, not taken.",
            "Void the authorization: the hold ends and the money is the buyer's again. Do not capture it.",
        ],
        seed: { backend in
            let session = try await backend.logIn("alex@personal.example.com")
            let invoice = "INV-7731-\(DrillSuffix.make())"
            let order = try await backend.approvedOrder(
                Money(minorUnits: 5_900, currency: .usd), intent: .authorize, invoiceId: invoice, description: "Espresso machine", by: session)
            let authorized = try await backend.rest.orders.authorize(orderId: order, requestId: "authorize-\(order)")
            guard let authorization = authorized.authorizations.first?.id else { throw DrillFailure("the order was not authorized") }
            let fault = try await backend.admin.armFault(AdminClient.FaultRequest(
                method: "POST", path: "/v2/payments/authorizations/\(authorization)/capture", outcome: .error(status: 422, issue: "INSTRUMENT_DECLINED")))
            let declined = try? await backend.rest.payments.captureAuthorization(id: authorization, requestId: "capture-\(authorization)")
            // Nothing of the drill stays armed, whatever happened to the capture.
            if try await backend.admin.faults().contains(where: { $0.id == fault.id }) { try await backend.admin.removeFault(id: fault.id) }
            guard declined == nil else { throw DrillFailure("the capture was not declined") }
            return DrillSituation(
                story: "Alex Rivera calls: \"The shop says my payment for the espresso machine (invoice \(invoice)) failed, but my bank shows 59.00 USD gone.\"",
                ids: ["order": order, "authorization": authorization])
        },
        checks: { situation, backend in
            let authorization = try await backend.rest.payments.getAuthorization(id: try situation.id("authorization"))
            let timeline = try await backend.timeline(of: .order, try situation.id("order"))
            return [
                DrillCheck(expectation: "The authorization is voided: the hold on the buyer's 59.00 USD is released", met: authorization.status == .voided),
                DrillCheck(expectation: "Nothing was captured for the merchant", met: !timeline.contains { $0.hasPrefix("Captured") }),
            ]
        })
}
