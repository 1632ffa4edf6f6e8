import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing
@testable import CheckoutTUI

/// The support console's loop on the test terminal, against a backend in the process.
@Suite(.timeLimit(.minutes(3))) struct ConsoleLoopTests {
    func run(_ script: [TestTerminal.Step], seeded seed: (HTTPTransport) async throws -> Void) async throws -> (TestTerminal, AdminClient) {
        let backend = try await InProcessBackend.start()
        let transport = HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer)
        try await seed(transport)
        let admin = AdminClient(transport: transport)
        let terminal = try await withCheckedThrowingContinuation { continuation in
            Thread {
                let mailbox = Mailbox<ConsoleMessage>()
                let terminal = TestTerminal(script: script, wakeSignal: mailbox.wakeSignal)
                var program = ConsoleProgram(
                    console: SupportConsole(agent: "Dana", backendDescription: "in-process"), backend: terminal,
                    calls: ConsoleCalls(client: admin, clock: ContinuousClock()), mailbox: mailbox)
                _ = program.run { nil }
                continuation.resume(returning: terminal)
            }.start()
        }
        return (terminal, admin)
    }

    /// A parallel payment Alex approved: 6.00 USD to the merchant, 4.00 USD to a partner.
    static func paidPayKey(_ transport: HTTPTransport) async throws -> String {
        let credentials = Credentials.defaults
        let headers = AdaptiveHeaders.merchant(
            username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature, applicationId: Credentials.sandboxApplicationId)
        var pay = Adaptive.PayRequest(
            currency: .usd,
            receivers: [
                .init(email: "merchant@business.example.com", amount: Money(minorUnits: 600, currency: .usd)),
                .init(email: "partner@business.example.com", amount: Money(minorUnits: 400, currency: .usd)),
            ],
            returnUrl: "https://merchant.example/return", cancelUrl: "https://merchant.example/cancel")
        pay.trackingId = "console-1"
        let library = PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId)
        let payKey = try await library.adaptive(pay, headers: headers).payKey
        let session = try await library.logIn(email: "alex@personal.example.com", password: Secret(Personas.password)).sessionToken
        _ = try await library.approve(payKey: payKey, fundingSourceId: "FS-ALEX-BALANCE", shippingAddressId: nil, session: session)
        return payKey
    }

    func type(_ text: String) -> [TestTerminal.Step] { text.map { .press(.character($0)) } }

    @Test func supportFindsAPaymentByItsTrackingIdAndRefundsOneReceiver() async throws {
        let (terminal, admin) = try await run(
            type("console-1") + [
                .press(.enter), .waitFor("found by tracking id"), .press(.enter), .waitFor("Refund payment AP-"),
                .press(.down), .press(.enter), .waitFor("Leave it empty for 6.00 USD"),
            ] + type("2.50") + [.press(.enter), .waitFor("Amount: 2.50 USD.")] + type("yes") + [
                .press(.enter), .waitFor("Done: refunded 2.50 USD of payment AP-"), .waitFor("Support: refunded 2.50 USD"),
            ]
        ) { transport in _ = try await Self.paidPayKey(transport) }
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")\n\(terminal.screen)")
        let found = try await admin.findCases("console-1")
        let after = try await admin.supportCase(.payKey, try #require(found.first?.id))
        #expect(after.timeline.last?.by == "Dana")
        #expect(after.facts.contains { $0.value.hasPrefix("merchant@business.example.com") && $0.value.hasSuffix("refunded 2.50 USD") })
    }

    /// Each refund transaction an Adaptive payment's timeline shows finds the payment: the guide lists refund ids
    /// among what the desk finds, and these were not among the ids it looked up.
    @Test func aRefundTransactionIdOnTheTimelineFindsItsPayment() async throws {
        let backend = try await InProcessBackend.start()
        let transport = HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer)
        let payKey = try await Self.paidPayKey(transport)
        let admin = AdminClient(transport: transport)
        let paid = try await admin.supportCase(.payKey, payKey)
        let inFull = try #require(paid.actions.first { $0.target == payKey })
        #expect(inFull.amount == MoneyValue(currencyCode: "USD", value: "10.00"), "the offer says the figure it refunds")
        let refunded = try await admin.take(inFull, on: paid.summary, agent: "Dana", requestId: "support-S-1").case
        let replayed = try await admin.take(inFull, on: paid.summary, agent: "Dana", requestId: "support-S-1").case
        #expect(replayed.timeline == refunded.timeline, "the console's retry with the same PayPal-Request-Id refunds nothing more")
        let refunds = refunded.timeline.compactMap { $0.detail?.firstMatch(of: /Refund transaction (\w+)/)?.1 }.map(String.init)
        #expect(refunds.count == 2)
        for refund in refunds {
            let found = try await admin.findCases(refund)
            #expect(found.map(\.id) == [payKey] && found.first?.matched == "refund transaction id", "\(refund): \(found)")
        }
    }
}
