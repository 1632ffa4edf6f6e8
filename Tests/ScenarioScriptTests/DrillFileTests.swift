import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary
import Testing
@testable import ScenarioScript

/// Drill files as trainers write them: every step and check read as written, and each mistake named at its line,
/// a name used before a step made it among them.
@Suite struct DrillFileTests {
    static let head = "name: my-drill\ntitle: T\ncustomer: C\ntask: K\nhints: [H]\n"
    static let order = "  - order: {as: order, buyer: a@b.example, amount: 10.00 USD, intent: capture, invoice: \"INV-{random}\", description: D}\n"
    static let check = "checks:\n  - says: S\n    order: order\n    timeline has: Refunded\n"

    @Test func aGoodFileIsReadInFull() throws {
        let drill = try DrillFile.parse(
            Self.head + "setup:\n" + Self.order + """
              - authorize: order
              - fault: {method: POST, path: "/v2/payments/authorizations/{order.authorization}/capture", outcome: decline}
              - capture: {order: order, refused: true}
              - pay: {as: first, buyer: a@b.example, amount: 24.99 USD, memo: Order 1, from: FS-A}
              - preapproval: {as: club, buyer: a@b.example, from: FS-A, memo: Club, per payment: 20.00 USD, payments: 10, total: 100.00 USD}
              - pay under: {as: later, preapproval: club, amount: 12.50 USD}
              - wrong password: {buyer: a@b.example, times: 3}
              - wait: 2s
              - clock: 30d
              - webhooks: [PAYMENT.CAPTURE.REFUNDED]
              - missed webhook: {as: missed, event: PAYMENT.CAPTURE.REFUNDED, order: order}
            checks:
              - {says: "{first} refunded", payment: first, is: refunded}
              - {says: kept, payment: later, is: untouched}
              - {says: voided, authorization: order, is: voided}
              - {says: cancelled, preapproval: club, is: cancelled}
              - {says: none captured, order: order, timeline lacks: Captured}
              - {says: at most, order: order, refunded at most: 9.99 USD}
              - {says: unlocked, buyer: a@b.example, is: able to log in}
              - {says: resent, webhook: missed, is: delivered again}

            """, file: "good.yaml")
        #expect(drill.name == "my-drill" && drill.title == "T" && drill.task == "K" && drill.hints == ["H"])
        #expect(drill.setup.map(\.line) == Array(7...18))
        #expect(drill.checks.map(\.condition) == [
            .paymentRefunded("first"), .paymentUntouched("later"), .authorization(order: "order", status: "VOIDED"), .preapproval("club", status: "CANCELED"),
            .timeline(order: "order", startsWith: "Captured", present: false),
            .refundedAtMost(order: "order", Money(minorUnits: 999, currency: .usd)), .canLogIn(buyer: "a@b.example"), .webhookDeliveredAgain("missed"),
        ])
        guard case .fault(let fault) = drill.setup[2].action else { Issue.record("step 3 is not a fault"); return }
        #expect(fault.path == "/v2/payments/authorizations/{order.authorization}/capture" && fault.outcome == .error(status: 422, issue: "INSTRUMENT_DECLINED"))
        guard case .preapproval(_, let terms, _, _) = drill.setup[5].action else { Issue.record("step 6 is not a preapproval"); return }
        #expect(terms.maxNumberOfPayments == 10 && terms.maxTotal == Money(minorUnits: 10_000, currency: .usd) && !terms.pinRequired)
    }

    @Test(arguments: [
        (head + "setup:\n  - capture: order\n" + check, 7, "'order' is not made by any step before this one"),
        (head + "setup:\n" + order + "  - refund: order\n" + check, 8, "'order.capture' is not made"),
        (head + "setup:\n" + order + check.replacingOccurrences(of: "says: S", with: "says: \"{orders}\""), 9, "'orders' is not made by any step before this one: made so far are order, order.invoice"),
        ("name: my-drill\ntitle: T\ncustomer: \"{order.invoce}\"\ntask: K\nhints: [H]\nsetup:\n" + order + check, 3, "'order.invoce' is not made"),
        (head + "setup:\n" + order.replacingOccurrences(of: "10.00 USD", with: "ten dollars") + check, 7, "expected an amount and its currency, such as 24.99 USD"),
        (head + "setup:\n" + order.replacingOccurrences(of: "capture,", with: "keep,") + check, 7, "unknown intent 'keep': expected capture or authorize"),
        (head + "setup:\n" + order + "  - refnd: order\n" + check, 8, "unknown key 'refnd'"),
        (head + "setup:\n" + order + "  - wait: soon\n" + check, 8, "expected a wait, such as 30s"),
        (head + "setup:\n" + order + "  - fault: {path: /x, outcome: explode}\n" + check, 8, "unknown outcome 'explode'"),
        (head + "setup:\n" + order + "checks:\n  - says: S\n    order: order\n", 9, "an order's check says one of timeline has"),
        (head + "setup:\n" + order + "checks:\n  - says: S\n    payment: order\n    is: gone\n", 11, "unknown is 'gone': expected refunded or untouched"),
        (head + "setup:\n" + order + "checks:\n  - payment: order\n    is: refunded\n", 9, "no `says:`"),
        (head + "setup:\n" + order + "checks:\n  - says: S\n    payment: order\n    order: order\n", 9, "found 2"),
        (head.replacingOccurrences(of: "my-drill", with: "My Drill") + "setup:\n" + order + check, 1, "'My Drill' cannot name a drill"),
        (head + "setup: []\n" + check, 6, "expected a list of setup steps"),
        (head + "setup:\n" + order + "  - wrong password: {buyer: a@b.example, times: 0}\n" + check, 8, "expected a number from 1 to 1000"),
        (head + "setup:\n  - pay: {as: x\n", 8, "is not valid YAML"),
        ("- a list\n", 1, "expected a drill"),
    ])
    func aBadFileIsNamedWithItsLine(text: String, line: Int, saying: String) throws {
        do {
            _ = try DrillFile.parse(text, file: "bad.yaml")
            Issue.record("read without a mistake: \(text)")
        } catch {
            #expect(error.file == "bad.yaml")
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(saying), "\(error)")
        }
    }

    @Test func everyShippedDrillIsAFileThatReads() throws {
        for name in ShippedDrills.names {
            let text = try #require(ShippedDrills.text(of: name))
            #expect(try DrillFile.parse(text, file: "\(name).yaml").name == name)
        }
        #expect(ShippedDrills.text(of: "../Package") == nil)
    }

    @Test func theTrainingGuidesExampleDrillReads() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/training.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let example = try #require(text.firstMatch(of: /(?s)\*\*Drills are files\.\*\*.*?```yaml\n(.*?)```/)?.output.1)
        let drill = try DrillFile.parse(String(example), file: "training.md")
        #expect(drill.name == "one-item-returned" && drill.setup.count == 2 && drill.checks.count == 1)
    }
}
