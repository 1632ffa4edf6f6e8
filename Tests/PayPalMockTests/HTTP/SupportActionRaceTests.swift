import Foundation
import Testing
@testable import PayPalMock

/// Support's actions under 16 at once: the same action sent twice is done once, with `PayPal-Request-Id` answered
/// alike and without it the losers refused; what an answer says was sent was sent; an amount is a decimal string
/// and nothing else.
@Suite struct SupportActionRaceTests {
    /// How an action was answered.
    struct Answer: Sendable {
        let status: Int
        let body: JSON

        var issue: String? { body["details[0].issue"] }
        var outcome: String? { body["outcome"] }
    }

    /// The status and body of a support action on the case.
    static func act(
        _ backend: TestBackend, _ kind: String, _ id: String, _ action: String, on target: String, amount: String? = nil, requestId: String? = nil
    ) async throws -> Answer {
        var body: [String: Any] = ["case": ["kind": kind, "id": id], "action": action, "target": target, "agent": "Dana"]
        body["amount"] = amount.map { ["currency_code": "USD", "value": $0] }
        let headers = requestId.map { [Idempotency.header: $0] } ?? [:]
        let exchange = try await backend.http.send("POST", "/payterm/v1/support/actions", headers: headers, json: body)
        return Answer(status: exchange.status, body: JSON(try exchange.jsonObject()))
    }

    /// The same action `count` times, at most 16 at a time.
    static func race(
        _ backend: TestBackend, _ kind: String, _ id: String, _ action: String, on target: String, times count: Int = 16, requestId: String? = nil
    ) async throws -> [Answer] {
        try await withThrowingTaskGroup(of: Answer.self) { group in
            var answers: [Answer] = []
            for index in 0..<count {
                if index >= 16, let answer = try await group.next() { answers.append(answer) }
                group.addTask { try await act(backend, kind, id, action, on: target, requestId: requestId) }
            }
            for try await answer in group { answers.append(answer) }
            return answers
        }
    }

    /// The support actions on the case's timeline.
    static func supportLines(_ backend: TestBackend, _ kind: String, _ id: String) async throws -> [String] {
        let file = JSON(try await backend.http.send("GET", "/payterm/v1/support/cases/\(kind)/\(id)").jsonObject())
        return (0..<file.count("timeline")).compactMap { file["timeline[\($0)].what"] as String? }.filter { $0.hasPrefix("Support: ") }
    }

    /// A payment Alex made; its pay key.
    static func paidPayment(_ backend: TestBackend) async throws -> String {
        let payKey = try await backend.payKey()
        let (status, _) = try await backend.approve(payKey, token: try await backend.login("alex@personal.example.com"), source: "FS-ALEX-BALANCE")
        guard status == 200 else { throw TestFailure("approve: HTTP \(status)") }
        return payKey
    }

    @Test func sixteenRefundsOfOnePaymentRefundItOnceAndRefuseTheOthers() async throws {
        try await TestBackend.with { backend in
            let payKey = try await Self.paidPayment(backend)
            let answers = try await Self.race(backend, "pay_key", payKey, "refund", on: payKey)
            let byStatus = Dictionary(grouping: answers, by: \.status)
            #expect(byStatus[200]?.count == 1 && byStatus[422]?.count == 15)
            #expect(byStatus[422]?.allSatisfy { $0.issue == "ACTION_NOT_AVAILABLE" } == true)
            #expect(try await Self.supportLines(backend, "pay_key", payKey).count == 1)

            let (order, capture) = try await backend.capturedOrder()
            let captureAnswers = try await Self.race(backend, "order", order, "refund", on: capture)
            #expect(captureAnswers.filter { $0.status == 200 }.count == 1 && captureAnswers.filter { $0.status == 422 }.count == 15)
        }
    }

    @Test func sixteenActionsWithOneRequestIdAreDoneOnceAndAnsweredAlike() async throws {
        try await TestBackend.with { backend in
            let payKey = try await Self.paidPayment(backend)
            let answers = try await Self.race(backend, "pay_key", payKey, "refund", on: payKey, requestId: "support-refund-1")
            #expect(answers.allSatisfy { $0.status == 200 })
            #expect(Set(answers.map { $0.outcome ?? "" }).count == 1)
            #expect(try await Self.supportLines(backend, "pay_key", payKey).count == 1)
            let again = try await Self.act(backend, "pay_key", payKey, "refund", on: payKey, requestId: "support-refund-1")
            #expect(again.status == 200 && again.outcome == answers[0].outcome, "a later replay answers the same")
        }
    }

    @Test func sixteenUnlocksAndCancellationsAreEachDoneOnce() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval(pin: false)
            for _ in 0..<3 { _ = try await backend.buyer("POST", "login", json: ["email": "alex@personal.example.com", "password": "nope"]) }
            for (action, target) in [("unlock_buyer", "alex@personal.example.com"), ("cancel_preapproval", key)] {
                let answers = try await Self.race(backend, "preapproval", key, action, on: target)
                #expect(answers.filter { $0.status == 200 }.count == 1, "\(action)")
                #expect(answers.filter { $0.status == 422 }.count == 15, "\(action)")
            }
            #expect(try await Self.supportLines(backend, "preapproval", key).count == 2)
        }
    }

    @Test func aHundredAndFiftyResendsSayWhatWasSentAndStopAtTheLimit() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            _ = try await WebhookTests.subscribe(backend, receiver.url, to: ["PAYMENT.CAPTURE.COMPLETED"])
            let (order, _) = try await backend.capturedOrder()
            let first = try await receiver.waitFor(1)
            let event = try #require(first[0].event["id"] as String?)
            let answers = try await Self.race(backend, "order", order, "resend_webhook", on: event, times: 150)
            let resent = answers.filter { $0.status == 200 }.count
            #expect(resent == Delivery.maximumPerMessage - 1, "one sending and the resends the limit leaves")
            #expect(answers.filter { $0.status == 422 && $0.issue == "RESEND_LIMIT_REACHED" }.count == 150 - resent)
            _ = try await receiver.waitFor(1 + resent, timeout: .seconds(30))
            try await Task.sleep(for: .milliseconds(500))
            #expect(receiver.deliveries.count == 1 + resent, "each resend answered is sent, once")
        } }
    }

    @Test func anAmountIsADecimalStringWithNothingAroundIt() async throws {
        try await TestBackend.with { backend in
            let (order, capture) = try await backend.capturedOrder()
            for amount in [" 1.00", "1.00 ", "+1.00", "1e2", "1,00", "0x10"] {
                let answer = try await Self.act(backend, "order", order, "refund", on: capture, amount: amount)
                #expect(answer.status == 400 && answer.issue == "INVALID_PARAMETER_SYNTAX", "'\(amount)': \(answer.status)")
            }
            #expect(try await Self.act(backend, "order", order, "refund", on: capture, amount: "1.00").status == 200)
        }
    }
}
