import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import ScenarioScript
import Testing
@testable import CheckoutFlows

/// Every shipped drill file, headless against a real backend: seeded and left alone it is not solved, and says what is
/// missing; solved as support would, through the support desk's actions, it is. The time limit guards against a
/// hang: under the whole suite's load on two cores, one drill takes most of a minute.
@Suite(.timeLimit(.minutes(3))) struct DrillTests {
    /// Seeds `drill` on a fresh backend, with a merchant's server beside it that comes back when the drill brings it
    /// back (or stays down, when `staysDown`), and hands both to `body`.
    static func withDrill(
        _ drill: Drill, staysDown: Bool = false, _ body: (DrillBackend, DrillSituation) async throws -> Void
    ) async throws {
        let embedded = try await EmbeddedBackend.start()
        let merchant = try await OutageEndpoint.start()
        let credentials = Credentials.defaults
        let backend = DrillBackend(
            transport: HTTPTransport(baseURL: embedded.baseURL), applicationId: Credentials.sandboxApplicationId,
            adaptive: .init(username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature),
            rest: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)),
            merchantServer: DrillMerchantServer(webhookURL: merchant.url) { if !staysDown { merchant.comeBack() } })
        do {
            try await body(backend, try await drill.start(on: backend))
        } catch {
            await merchant.stop()
            await embedded.stop()
            throw error
        }
        await merchant.stop()
        await embedded.stop()
    }

    /// The drill's checks once they say it is solved, or as they stand after 15 seconds: a notification resent is
    /// delivered shortly after.
    static func settledChecks(_ drill: Drill, _ situation: DrillSituation, _ backend: DrillBackend) async throws -> [DrillCheck] {
        for _ in 0..<150 {
            let checks = try await drill.check(situation, on: backend)
            if checks.solved { return checks }
            try await Task.sleep(for: .milliseconds(100))
        }
        return try await drill.check(situation, on: backend)
    }

    /// Takes the case's offer whose label starts with `label`, as the agent Dana.
    static func take(_ label: String, on kind: SupportCaseKind, _ id: String, amount: String? = nil, _ backend: DrillBackend) async throws {
        let found = try await backend.admin.supportCase(kind, id)
        let offer = try #require(found.actions.first { $0.label.hasPrefix(label) }, "no \(label) among \(found.actions.map(\.label))")
        _ = try await backend.admin.take(offer, on: found.summary, amount: amount.map { MoneyValue(currencyCode: "USD", value: $0) }, agent: "Dana")
    }

    /// The newest case of `kind` the search finds.
    static func newest(_ kind: SupportCaseKind, for query: String, _ backend: DrillBackend) async throws -> String {
        try #require(try await backend.admin.findCases(query).first { $0.kind == kind }?.id)
    }

    static func shipped(_ name: String) throws -> Drill { try #require(try ShippedDrills.named(name)) }

    @Test func everyShippedDrillReadsAndHasATaskHintsAndAUniqueName() throws {
        let drills = try ShippedDrills.names.map(Self.shipped)
        #expect(drills.count == 6 && ShippedDrills.all.count == 6)
        #expect(drills.map(\.name) == ShippedDrills.names, "each file's name is its drill's")
        for drill in drills { #expect(!drill.task.isEmpty && drill.hints.count >= 2, "\(drill.name)") }
    }

    @Test(arguments: ShippedDrills.names)
    func aDrillLeftAloneIsNotSolvedAndSaysWhatIsMissing(_ name: String) async throws {
        let drill = try Self.shipped(name)
        try await Self.withDrill(drill) { backend, situation in
            #expect(!situation.story.isEmpty)
            let checks = try await drill.check(situation, on: backend)
            #expect(!checks.solved)
            #expect(checks.contains { !$0.met && !$0.expectation.isEmpty })
        }
    }

    @Test func chargedTwiceIsSolvedByRefundingTheDuplicateOnly() async throws {
        try await Self.withDrill(try Self.shipped("charged-twice")) { backend, situation in
            try await Self.take("Refund payment", on: .payKey, try situation.id("first"), backend)
            let wrong = try await Self.shipped("charged-twice").check(situation, on: backend)
            #expect(wrong.map(\.met) == [false, false], "refunding the purchase itself misses both")
        }
        try await Self.withDrill(try Self.shipped("charged-twice")) { backend, situation in
            let newest = try await Self.newest(.payKey, for: "alex@personal.example.com", backend)
            #expect(newest == situation.ids["second"])
            let times = Set(try await backend.admin.findCases("alex@personal.example.com").map(\.createTime))
            #expect(times.count == 2, "the two payments are seconds apart")
            try await Self.take("Refund payment", on: .payKey, newest, backend)
            #expect(try await Self.shipped("charged-twice").check(situation, on: backend).solved)
        }
    }

    @Test func oneItemReturnedIsSolvedByRefundingItsPriceOnly() async throws {
        try await Self.withDrill(try Self.shipped("one-item-returned")) { backend, situation in
            try await Self.take("Refund capture", on: .order, try situation.id("order"), backend)
            #expect(try await Self.shipped("one-item-returned").check(situation, on: backend).map(\.met) == [false, false], "a full refund is too much")
        }
        try await Self.withDrill(try Self.shipped("one-item-returned")) { backend, situation in
            let order = try await Self.newest(.order, for: try situation.id("order.invoice"), backend)
            try await Self.take("Refund capture", on: .order, order, amount: "9.99", backend)
            #expect(try await Self.shipped("one-item-returned").check(situation, on: backend).solved)
        }
    }

    @Test func aHoldAfterADeclinedCaptureIsReleasedByVoiding() async throws {
        try await Self.withDrill(try Self.shipped("hold-after-a-declined-capture")) { backend, situation in
            try await Self.take("Void authorization", on: .order, try situation.id("order"), backend)
            #expect(try await Self.shipped("hold-after-a-declined-capture").check(situation, on: backend).solved)
        }
    }

    @Test func aPreapprovalAfterCancellingIsCancelledAndTheLastPaymentRefunded() async throws {
        try await Self.withDrill(try Self.shipped("preapproval-after-cancelling")) { backend, situation in
            try await Self.take("Cancel preapproval", on: .preapproval, try situation.id("club"), backend)
            let half = try await Self.shipped("preapproval-after-cancelling").check(situation, on: backend)
            #expect(half.map(\.met) == [true, false, true, true], "cancelling alone leaves the payment taken after")
            try await Self.take("Refund payment", on: .payKey, try situation.id("third"), backend)
            #expect(try await Self.shipped("preapproval-after-cancelling").check(situation, on: backend).solved)
        }
    }

    @Test func aMissedRefundWebhookIsSentAgainAndTheTimelineOnlyGrows() async throws {
        try await Self.withDrill(try Self.shipped("missed-refund-webhook")) { backend, situation in
            let order = try situation.id("order")
            let before = try await backend.admin.supportCase(.order, order).timeline
            #expect(before.contains { $0.what.hasPrefix("Webhook sent: PAYMENT.CAPTURE.REFUNDED") && $0.detail?.contains("HTTP 503") == true })
            try await Self.take("Resend the webhook PAYMENT.CAPTURE.REFUNDED", on: .order, order, backend)
            #expect(try await Self.settledChecks(try Self.shipped("missed-refund-webhook"), situation, backend).solved)
            let after = try await backend.admin.supportCase(.order, order).timeline
            #expect(before.allSatisfy(after.contains), "what the timeline said stays said: \(before) became \(after)")
            #expect(after.contains { $0.what.hasPrefix("Webhook sent again: PAYMENT.CAPTURE.REFUNDED") && $0.detail?.contains("delivered (HTTP 200)") == true })
        }
    }

    @Test func aResendTheMerchantsServerRefusedIsNotSolved() async throws {
        try await Self.withDrill(try Self.shipped("missed-refund-webhook"), staysDown: true) { backend, situation in
            try await Self.take("Resend the webhook PAYMENT.CAPTURE.REFUNDED", on: .order, try situation.id("order"), backend)
            for _ in 0..<100 {
                let notifications = try await backend.admin.supportCase(.order, try situation.id("order")).notifications
                if notifications.flatMap(\.deliveries).count == 2, notifications.flatMap(\.deliveries).allSatisfy({ $0.attempts > 0 }) { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let checks = try await Self.shipped("missed-refund-webhook").check(situation, on: backend)
            #expect(!checks.solved, "sent again, but the merchant's server did not take it")
        }
    }

    @Test func theMissedWebhooksDrillLeavesNoSubscriptionForLaterCases() async throws {
        try await Self.withDrill(try Self.shipped("missed-refund-webhook")) { backend, _ in
            let session = try await backend.logIn("alex@personal.example.com")
            let order = try await backend.approvedOrder(
                Money(minorUnits: 1_000, currency: .usd), intent: .capture, invoiceId: "INV-LATER", description: "Later", by: session)
            let capture = try #require(try await backend.rest.orders.capture(orderId: order, requestId: "c-\(order)").captures.first?.id)
            _ = try await backend.rest.payments.refundCapture(id: capture, requestId: "r-\(capture)")
            #expect(try await backend.admin.supportCase(.order, order).notifications.isEmpty, "a later refund goes nowhere the drill set up")
        }
    }

    @Test func aCheckAfterAResetSaysTheBackendWasReset() async throws {
        try await Self.withDrill(try Self.shipped("locked-out")) { backend, situation in
            _ = try await backend.admin.reset()
            await #expect(throws: DrillReset.self) { try await Self.shipped("locked-out").check(situation, on: backend) }
        }
    }

    @Test func theDeclinedCaptureDrillLeavesNoFaultArmed() async throws {
        try await Self.withDrill(try Self.shipped("hold-after-a-declined-capture")) { backend, _ in
            let armed = try await backend.admin.faults()
            #expect(armed.isEmpty)
        }
    }

    @Test func aLockedOutBuyerIsUnlocked() async throws {
        try await Self.withDrill(try Self.shipped("locked-out")) { backend, situation in
            let payment = try await Self.newest(.payKey, for: "noor@personal.example.com", backend)
            try await Self.take("Unlock noor@personal.example.com", on: .payKey, payment, backend)
            #expect(try await Self.shipped("locked-out").check(situation, on: backend).solved)
        }
    }

    static func trainersDrill(capture: String) throws -> Drill {
        try DrillFile.parse(
            """
            name: late-refund
            title: A refund a month late
            customer: "The buyer asks about invoice {order.invoice}."
            task: Refund it.
            setup:
              - order: {as: order, buyer: alex@personal.example.com, amount: 10.00 USD, intent: capture, invoice: "INV-1-{random}", description: Tea}
              - capture: \(capture)
              - clock: 30d
            hints: [Search for the invoice.]
            checks:
              - says: The order ({order}) is refunded
                order: order
                timeline has: Refunded 10.00 USD
            """, file: "late-refund.yaml")
    }

    @Test func aTrainersOwnDrillMovesTheClockWritesWhatItMadeInAndIsSolvedLikeAShippedOne() async throws {
        try await Self.withDrill(try Self.trainersDrill(capture: "order")) { backend, situation in
            #expect(situation.story.wholeMatch(of: /The buyer asks about invoice INV-1-[A-Z0-9]{4}\./) != nil, "\(situation.story)")
            #expect(try await backend.admin.clock().offsetSeconds >= 30 * 86_400)
            let checks = try await Self.trainersDrill(capture: "order").check(situation, on: backend)
            #expect(checks == [DrillCheck(expectation: "The order (\(try situation.id("order"))) is refunded", met: false)])
            try await Self.take("Refund capture", on: .order, try situation.id("order"), backend)
            #expect(try await Self.trainersDrill(capture: "order").check(situation, on: backend).solved)
        }
    }

    @Test func aSetupStepThatGoesOtherwiseSaysItsLineAndLeavesNothingArmed() async throws {
        let embedded = try await EmbeddedBackend.start()
        let credentials = Credentials.defaults
        let backend = DrillBackend(
            transport: HTTPTransport(baseURL: embedded.baseURL), applicationId: Credentials.sandboxApplicationId,
            adaptive: .init(username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature),
            rest: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        let refused = try Self.trainersDrill(capture: "{order: order, refused: true}")
        await #expect { try await refused.start(on: backend) } throws: { error in
            "\(error)" == "line 7: the capture was expected to be refused, and it went through"
        }
        #expect(try await backend.admin.faults().isEmpty)
        await embedded.stop()
    }
}
