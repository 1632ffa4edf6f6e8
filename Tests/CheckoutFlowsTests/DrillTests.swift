import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// Every drill, headless against a real backend: seeded and left alone it is not solved, and says what is
/// missing; solved as support would, through the support desk's actions, it is.
@Suite(.timeLimit(.minutes(1))) struct DrillTests {
    static func withDrill(_ drill: Drill, _ body: (DrillBackend, DrillSituation) async throws -> Void) async throws {
        let embedded = try await EmbeddedBackend.start()
        let credentials = Credentials.defaults
        let backend = DrillBackend(
            transport: HTTPTransport(baseURL: embedded.baseURL), applicationId: Credentials.sandboxApplicationId,
            adaptive: .init(username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature),
            rest: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        do {
            try await body(backend, try await drill.start(on: backend))
        } catch {
            await embedded.stop()
            throw error
        }
        await embedded.stop()
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

    @Test func everyDrillHasATaskAndHintsAndAUniqueName() {
        #expect(Drills.all.count >= 6)
        #expect(Set(Drills.all.map(\.name)).count == Drills.all.count)
        for drill in Drills.all {
            #expect(!drill.task.isEmpty && drill.hints.count >= 2, "\(drill.name)")
            #expect(Drills.named(drill.name)?.title == drill.title)
        }
    }

    @Test(arguments: Drills.all.map(\.name))
    func aDrillLeftAloneIsNotSolvedAndSaysWhatIsMissing(_ name: String) async throws {
        let drill = try #require(Drills.named(name))
        try await Self.withDrill(drill) { backend, situation in
            #expect(!situation.story.isEmpty)
            let checks = try await drill.check(situation, on: backend)
            #expect(!checks.solved)
            #expect(checks.contains { !$0.met && !$0.expectation.isEmpty })
        }
    }

    @Test func chargedTwiceIsSolvedByRefundingTheDuplicateOnly() async throws {
        try await Self.withDrill(.chargedTwice) { backend, situation in
            try await Self.take("Refund payment", on: .payKey, try situation.id("first"), backend)
            let wrong = try await Drill.chargedTwice.check(situation, on: backend)
            #expect(wrong.map(\.met) == [false, false], "refunding the purchase itself misses both")
        }
        try await Self.withDrill(.chargedTwice) { backend, situation in
            let newest = try await Self.newest(.payKey, for: "alex@personal.example.com", backend)
            #expect(newest == situation.ids["second"])
            try await Self.take("Refund payment", on: .payKey, newest, backend)
            #expect(try await Drill.chargedTwice.check(situation, on: backend).solved)
        }
    }

    @Test func oneItemReturnedIsSolvedByRefundingItsPriceOnly() async throws {
        try await Self.withDrill(.oneItemReturned) { backend, situation in
            try await Self.take("Refund capture", on: .order, try situation.id("order"), backend)
            #expect(try await Drill.oneItemReturned.check(situation, on: backend).map(\.met) == [false, false], "a full refund is too much")
        }
        try await Self.withDrill(.oneItemReturned) { backend, situation in
            let order = try await Self.newest(.order, for: try situation.id("invoice"), backend)
            try await Self.take("Refund capture", on: .order, order, amount: "9.99", backend)
            #expect(try await Drill.oneItemReturned.check(situation, on: backend).solved)
        }
    }

    @Test func aHoldAfterADeclinedCaptureIsReleasedByVoiding() async throws {
        try await Self.withDrill(.holdAfterADeclinedCapture) { backend, situation in
            try await Self.take("Void authorization", on: .order, try situation.id("order"), backend)
            #expect(try await Drill.holdAfterADeclinedCapture.check(situation, on: backend).solved)
        }
    }

    @Test func aPreapprovalAfterCancellingIsCancelledAndTheLastPaymentRefunded() async throws {
        try await Self.withDrill(.preapprovalAfterCancelling) { backend, situation in
            try await Self.take("Cancel preapproval", on: .preapproval, try situation.id("preapproval"), backend)
            let half = try await Drill.preapprovalAfterCancelling.check(situation, on: backend)
            #expect(half.map(\.met) == [true, false, true], "cancelling alone leaves the payment taken after")
            try await Self.take("Refund payment", on: .payKey, try situation.id("third"), backend)
            #expect(try await Drill.preapprovalAfterCancelling.check(situation, on: backend).solved)
        }
    }

    @Test func aMissedRefundWebhookIsSentAgain() async throws {
        try await Self.withDrill(.missedRefundWebhook) { backend, situation in
            try await Self.take("Resend the webhook PAYMENT.CAPTURE.REFUNDED", on: .order, try situation.id("order"), backend)
            #expect(try await Drill.missedRefundWebhook.check(situation, on: backend).solved)
        }
    }

    @Test func aLockedOutBuyerIsUnlocked() async throws {
        try await Self.withDrill(.lockedOut) { backend, situation in
            let payment = try await Self.newest(.payKey, for: "noor@personal.example.com", backend)
            try await Self.take("Unlock noor@personal.example.com", on: .payKey, payment, backend)
            #expect(try await Drill.lockedOut.check(situation, on: backend).solved)
        }
    }
}
