import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing
@testable import CheckoutTUI

/// The support console: its state by keys and answers (its loop is `ConsoleLoopTests`).
@Suite(.timeLimit(.minutes(3))) struct ConsoleTests {
    static func decoded<T: Decodable>(_ json: String) throws -> T {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(T.self, from: Data(json.utf8))
    }

    static let summaryJSON = """
        {"kind": "order", "id": "5O190127TN364715T", "title": "Order 5O190127TN364715T", "status": "COMPLETED",
         "amount": {"currency_code": "USD", "value": "24.99"}, "buyer": "alex@personal.example.com",
         "merchant": "REST app payterm-client-id", "create_time": "2026-11-25T15:28:01Z", "matched": "capture id"}
        """

    /// A captured order that was refunded in part, with its webhooks (one never delivered).
    static func captured() throws -> SupportCase { try decoded(capturedJSON) }

    static let capturedJSON = """
            {"summary": \(summaryJSON),
             "facts": [{"label": "Order", "value": "5O190127TN364715T"}, {"label": "Status", "value": "COMPLETED"},
                       {"label": "Capture", "value": "3C679366HH908993F · PARTIALLY_REFUNDED · 24.99 USD, refunded 5.00 USD"},
                       {"label": "Invoice", "value": "INV-2041"}],
             "timeline": [
               {"time": "2026-11-25T15:28:01Z", "what": "Order created: 24.99 USD, intent CAPTURE"},
               {"time": "2026-11-25T15:28:09Z", "what": "Approved by alex@personal.example.com", "detail": "Funding source FS-ALEX-BALANCE"},
               {"time": "2026-11-25T15:28:12Z", "what": "Captured 24.99 USD", "detail": "Capture 3C679366HH908993F, COMPLETED, fee 1.02 USD"},
               {"time": "2026-11-25T15:28:12Z", "what": "Webhook sent: PAYMENT.CAPTURE.COMPLETED: Payment completed.",
                "detail": "http://127.0.0.1:8081/webhooks: failed after 5 attempts (HTTP 500)"},
               {"time": "2026-11-25T15:40:00Z", "what": "Refunded 5.00 USD", "detail": "Refund 1JU08902781691411 of capture 3C679366HH908993F"},
               {"time": "2026-11-25T15:40:00Z", "what": "Support: refunded 5.00 USD of capture 3C679366HH908993F (refund 1JU08902781691411)", "by": "Dana"}],
             "notifications": [
               {"kind": "webhook", "id": "WH-1", "summary": "PAYMENT.CAPTURE.COMPLETED: Payment completed.", "create_time": "2026-11-25T15:28:12Z",
                "deliveries": [{"url": "http://127.0.0.1:8081/webhooks", "transmission_id": "b5c1", "status": "FAILURE", "outcome": "failed after 5 attempts (HTTP 500)", "attempts": 5, "last_status_code": 500,
                                "transmission_time": "2026-11-25T15:28:12Z"}]}],
             "actions": [
               {"action": "refund", "target": "3C679366HH908993F", "label": "Refund capture 3C679366HH908993F (19.99 USD left)",
                "takes_amount": true, "max_amount": {"currency_code": "USD", "value": "19.99"}, "amount": {"currency_code": "USD", "value": "19.99"}},
               {"action": "resend_webhook", "target": "WH-1", "label": "Resend the webhook PAYMENT.CAPTURE.COMPLETED: Payment completed.",
                "takes_amount": false}]}
            """

    static func withResults() throws -> SupportConsole {
        var console = SupportConsole(agent: "Dana", backendDescription: "http://127.0.0.1:8080", requestIds: ActionRequestIds(session: "S"))
        for character in "3C679366HH908993F" { _ = console.handle(.character(character)) }
        let effects = console.handle(.enter)
        #expect(effects == [.search("3C679366HH908993F", tag: 1)])
        _ = console.receive(.found([try decoded(summaryJSON)], query: "3C679366HH908993F", tag: 1))
        return console
    }

    static func withCase() throws -> SupportConsole {
        var console = try Self.withResults()
        #expect(console.handle(.enter) == [.open(.order, "5O190127TN364715T", tag: 2)])
        _ = console.receive(.opened(try captured(), tag: 2))
        return console
    }

    @Test func aSearchOpensTheCaseItFindsAndAStaleAnswerIsDropped() throws {
        var console = try Self.withResults()
        #expect(console.focus == .results && console.results.count == 1)
        _ = console.handle(.enter)
        _ = console.receive(.found([], query: "old", tag: 1))
        #expect(console.results.count == 1, "the answer to an earlier search changes nothing")
        _ = console.receive(.opened(try Self.captured(), tag: 2))
        #expect(console.open?.summary.id == "5O190127TN364715T" && console.busy == nil)
        _ = console.handle(.escape)
        #expect(console.open == nil && console.focus == .results)
        _ = console.handle(.escape)
        _ = console.handle(.escape)
        #expect(console.query.isEmpty && !console.wantsQuit)
        _ = console.handle(.escape)
        #expect(!console.wantsQuit, "an Esc on an empty field only says that another quits")
        _ = console.handle(.escape)
        #expect(console.wantsQuit)
    }

    @Test func anActionIsConfirmedWithAnAmountWithinItsLimit() throws {
        var console = try Self.withCase()
        _ = console.handle(.enter)
        #expect(console.confirmation?.offer.action == "refund")
        for character in "20.00" { _ = console.handle(.character(character)) }
        #expect(console.handle(.enter).isEmpty)
        #expect(console.confirmation?.problem == "At most 19.99 USD.")
        for _ in 0..<5 { _ = console.handle(.backspace) }
        for character in "4,x" { _ = console.handle(.character(character)) }
        _ = console.handle(.enter)
        #expect(console.confirmation?.problem == "Type an amount such as 4.00, or nothing for all that is left.")
        for _ in 0..<3 { _ = console.handle(.backspace) }
        for character in "4.00" { _ = console.handle(.character(character)) }
        #expect(console.handle(.enter).isEmpty, "Enter checks the amount and asks")
        #expect(console.confirmation?.moves == MoneyValue(currencyCode: "USD", value: "4.00"))
        #expect(console.confirmation?.question == "Refund 4.00 USD of Order 5O190127TN364715T?")
        #expect(console.confirmation?.amountLine == "Amount: 4.00 USD.")
        #expect(console.handle(.enter).isEmpty, "a stray Enter does nothing: only yes does it")
        for character in "yes" { _ = console.handle(.character(character)) }
        let effects = console.handle(.enter)
        let open = try #require(console.open)
        #expect(effects == [.take(open.actions[0], on: open.summary, amount: MoneyValue(currencyCode: "USD", value: "4.00"), agent: "Dana", requestId: "support-S-1", tag: 3)])
        #expect(console.confirmation == nil && console.busy == .acting("Refund capture 3C679366HH908993F (19.99 USD left)"))
    }

    /// Typing an invoice id into a case by mistake, then a stray Enter, moves no money: digits are no shortcut, and
    /// Enter only opens the confirmation, which asks for its amount and then for the word yes.
    @Test func typingInACaseMovesNoMoney() throws {
        var console = try Self.withCase()
        var effects: [ConsoleEffect] = []
        for character in "INV-1042" { effects += console.handle(.character(character)) }
        #expect(console.confirmation == nil, "digits opened an action")
        effects += console.handle(.enter)
        effects += console.handle(.enter)
        for character in "1042" { effects += console.handle(.character(character)) }
        effects += console.handle(.enter)
        #expect(!effects.contains { if case .take = $0 { true } else { false } }, "money moved: \(effects)")
    }

    /// Types yes into the confirmation's answer and presses Enter.
    static func answerYes(_ console: inout SupportConsole) -> [ConsoleEffect] {
        for character in "yes" { _ = console.handle(.character(character)) }
        return console.handle(.enter)
    }

    /// A shell command typed into the case's window (`clear`, Enter, `payterm`, Enter) refunds nothing: a letter
    /// of it is no answer, and the question, naming the figure and the payment, is asked again.
    @Test func aWordTypedIntoAConfirmationIsNoAnswer() throws {
        var console = try Self.withCase()
        var effects: [ConsoleEffect] = []
        for character in "clear" { effects += console.handle(.character(character)) }
        effects += console.handle(.enter)
        effects += console.handle(.enter)
        let confirmation = try #require(console.confirmation)
        #expect(confirmation.question == "Refund 19.99 USD of Order 5O190127TN364715T?")
        #expect(confirmation.amountLine == "Amount: 19.99 USD (all that is left).", "an empty amount is said as its figure")
        for character in "payterm" { effects += console.handle(.character(character)) }
        effects += console.handle(.enter)
        #expect(console.confirmation?.problem == "Type yes and press Enter to refund 19.99 USD, or Esc.")
        #expect(console.confirmation?.answer.isEmpty == true, "the answer refused is cleared")
        effects += console.handle(.character("y"))
        effects += console.handle(.enter)
        effects += console.handle(.enter)
        #expect(!effects.contains { if case .take = $0 { true } else { false } }, "money moved: \(effects)")
        let open = try #require(console.open)
        #expect(Self.answerYes(&console) == [.take(open.actions[0], on: open.summary, amount: MoneyValue(currencyCode: "USD", value: "19.99"), agent: "Dana", requestId: "support-S-1", tag: 4)])
    }

    /// The case as the action's answer has it shows at once; `r` while the action is under way does not make that
    /// answer stale (it did, and the case kept showing what it was before the refund).
    @Test func theCaseAfterAnActionShowsAtOnce() throws {
        var console = try Self.withCase()
        _ = console.handle(.enter)
        _ = console.handle(.enter)
        guard case .take(_, _, _, _, _, let tag)? = Self.answerYes(&console).first else { Issue.record("no action"); return }
        #expect(console.handle(.character("r")).isEmpty, "a reload while the action is under way")
        let refunded = Self.capturedJSON.replacingOccurrences(of: "refunded 5.00 USD\"}", with: "refunded 24.99 USD\"}")
        let outcome: SupportActionOutcome = try Self.decoded(#"{"outcome": "refunded 19.99 USD", "case": \#(refunded), "caused": []}"#)
        _ = console.receive(.acted(outcome, tag: tag))
        #expect(console.open == outcome.case)
        let lines = ConsoleCaseText.lines(try #require(console.open), chosenAction: 0, caused: [], width: 96).map(\.text)
        #expect(lines.contains { $0.contains("24.99 USD, refunded 24.99 USD") })
    }

    /// An action that got no answer, taken again, goes with the same PayPal-Request-Id, so the backend does it once;
    /// once its outcome is known, the next action gets a new one (issue 39, item 16).
    @Test func anActionTakenAgainAfterNoAnswerGoesWithTheSameRequestId() throws {
        var console = try Self.withCase()
        func refundAll() -> (id: String, tag: Int)? {
            _ = console.handle(.enter)
            _ = console.handle(.enter)
            guard case .take(_, _, _, _, let id, let tag)? = Self.answerYes(&console).first else { return nil }
            return (id, tag)
        }
        let first = try #require(refundAll())
        _ = console.receive(.failed(.unreachable(url: "http://127.0.0.1:8080", underlying: "no answer in 30 s"), tag: first.tag))
        _ = console.receive(.opened(try Self.captured(), tag: console.latest))
        let again = try #require(refundAll())
        #expect(again.id == first.id, "the same action after no answer is the same request")
        let refunded: SupportActionOutcome = try Self.decoded(#"{"outcome": "refunded 19.99 USD", "case": \#(Self.capturedJSON), "caused": []}"#)
        _ = console.receive(.acted(refunded, tag: again.tag))
        _ = console.receive(.opened(try Self.captured(), tag: console.latest))
        let next = try #require(refundAll())
        #expect(next.id != first.id, "a new action once the last one's outcome is known")
    }

    /// The loser of two agents' refunds is refused; the case is read again, so it no longer offers what was taken,
    /// and the refusal stays in view.
    @Test func aRefusedActionReadsTheCaseAgain() throws {
        var console = try Self.withCase()
        _ = console.handle(.enter)
        _ = console.handle(.enter)
        guard case .take(_, _, _, _, _, let tag)? = Self.answerYes(&console).first else { Issue.record("no action"); return }
        let taken = PayPalAPIError.refused(.init(issue: "ACTION_NOT_AVAILABLE", message: "Not done: another action took it meanwhile.", debugId: "d2"))
        #expect(console.receive(.failed(taken, tag: tag)) == [.open(.order, "5O190127TN364715T", tag: tag + 1)])
        var after = try Self.captured()
        after.actions.removeFirst()
        _ = console.receive(.opened(after, tag: tag + 1))
        #expect(console.open?.actions.map(\.action) == ["resend_webhook"])
        #expect(console.notice?.text == "Refused (ACTION_NOT_AVAILABLE): Not done: another action took it meanwhile.")
    }

    /// Back from a case or the results, the old query is selected: what is typed starts a new search. Ctrl-U
    /// clears the field; an Esc on an empty field quits only when a second follows it.
    @Test func searchingAgainStartsANewSearch() throws {
        var console = try Self.withCase()
        _ = console.handle(.escape)
        _ = console.handle(.escape)
        #expect(console.focus == .query && console.queryIsSelected)
        for character in "merchant@business.example.com" { _ = console.handle(.character(character)) }
        #expect(console.query.text == "merchant@business.example.com")
        _ = console.handle(.down)
        _ = console.handle(.character("Z"))
        #expect(console.query.text == "Z", "typing in the results starts a new search")
        _ = console.handle(.character("D"))
        #expect(console.query.text == "ZD")
        _ = console.handle(.control("u"))
        #expect(console.query.isEmpty)
        _ = console.handle(.escape)
        _ = console.handle(.character("x"))
        _ = console.handle(.backspace)
        _ = console.handle(.escape)
        #expect(!console.wantsQuit && console.escapeQuits, "an Esc, a key, then an Esc: not yet")
        _ = console.handle(.escape)
        #expect(console.wantsQuit)
    }

    @Test func anActionsHeadingPromisesOnlyItsKeys() throws {
        let lines = ConsoleCaseText.lines(try Self.captured(), chosenAction: 0, caused: [], width: 96).map(\.text)
        #expect(lines.contains("── Actions: ↑↓ choose, Enter take one ──"))
        #expect(lines.contains("Refund capture 3C679366HH908993F (19.99 USD left)"), "no number before an action: digits take none")
    }

    @Test func aCaseLeftIsNotBroughtBackByTheReadAfterAnAction() throws {
        var console = try Self.withCase()
        _ = console.handle(.enter)
        _ = console.handle(.enter)
        guard case .take(_, _, _, _, _, let tag)? = Self.answerYes(&console).first else { Issue.record("no action"); return }
        let outcome: SupportActionOutcome = try Self.decoded(#"{"outcome": "refunded 19.99 USD", "case": \#(Self.capturedJSON), "caused": []}"#)
        let effects = console.receive(.acted(outcome, tag: tag))
        guard case .reopenSoon(.order, "5O190127TN364715T", let reopen)? = effects.first else { Issue.record("no reopen: \(effects)"); return }
        _ = console.handle(.escape)
        _ = console.receive(.opened(try Self.captured(), tag: reopen))
        #expect(console.open == nil && console.focus == .results)
    }

    @Test func escapeTakesNoActionAndARefusalIsSaidPlainly() throws {
        var console = try Self.withCase()
        _ = console.handle(.down)
        _ = console.handle(.enter)
        #expect(console.confirmation?.offer.action == "resend_webhook")
        #expect(console.confirmation?.question == "Resend the webhook PAYMENT.CAPTURE.COMPLETED: Payment completed, on Order 5O190127TN364715T?")
        _ = console.handle(.character("9"))
        _ = console.handle(.escape)
        #expect(console.confirmation == nil)
        _ = console.handle(.enter)
        #expect(console.confirmation?.answer.isEmpty == true, "a confirmation opened again starts with no answer")
        #expect(console.handle(.enter).isEmpty, "an action without an amount still waits for yes")
        #expect(console.confirmation?.problem == "Type yes and press Enter to resend the webhook PAYMENT.CAPTURE.COMPLETED: Payment completed, or Esc.")
        let effects = Self.answerYes(&console)
        guard case .take(_, _, nil, "Dana", _, let tag)? = effects.first else { Issue.record("no action: \(effects)"); return }
        let refusal = PayPalAPIError.refused(.init(issue: "REFUND_AMOUNT_EXCEEDED", message: "At most 19.99 USD of this capture is left to refund.", debugId: "d1"))
        _ = console.receive(.failed(refusal, tag: tag))
        #expect(console.notice == .init(text: "Refused (REFUND_AMOUNT_EXCEEDED): At most 19.99 USD of this capture is left to refund.", isError: true))
        #expect(console.handle(.character("r")) == [.open(.order, "5O190127TN364715T", tag: tag + 2)])
        _ = console.receive(.failed(.unreachable(url: "http://127.0.0.1:9", underlying: "refused"), tag: tag + 1))
        #expect(console.notice == nil, "the answer to the read after the refusal, after a reload was asked for, is stale")
        _ = console.receive(.failed(.unreachable(url: "http://127.0.0.1:9", underlying: "refused"), tag: tag + 2))
        #expect(console.notice?.text == "The backend at http://127.0.0.1:8080 does not answer. Is payterm (or payterm serve) running there?")
    }
}
