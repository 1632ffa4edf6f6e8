import Testing
@testable import CheckoutTUI

/// The event pane tells each flow's story in causal order: an HTTP call's line, saying who made it, comes when its
/// answer arrives and before the callbacks and notes that answer causes; a run played twice tells it the same way.
@Suite(.serialized, .timeLimit(.minutes(2))) struct EventOrderTests {
    /// A flow played by keys, and the lines that must come in this order, each after the one before.
    struct Story: Sendable, CustomTestStringConvertible {
        var flow: String
        var keys: [TestTerminal.Step]
        var order: [String]
        var testDescription: String { flow }
    }

    static let logIn = ProgramRun.type("alex@personal.example.com") + [.press(.tab)] + ProgramRun.type("pass1234") + [.press(.enter)]

    /// Tab to the picker and → to the flow `name`, wherever the catalog lists it, then its button: passing no flow
    /// whose showing calls out on its own (Pay Later's message), which would tell each run differently.
    static func picked(_ title: String, flow name: String) -> [TestTerminal.Step] {
        let steps = FlowCatalog.names.firstIndex(of: name) ?? 0
        return [.waitFor("PayPal library: ready"), .press(.tab)] + Array(repeating: .press(.right), count: steps) + [.waitFor(title), .press(.character("p"))]
    }

    static let stories = [
        Story(
            flow: "mpl",
            keys: [.waitFor("PayPal library: ready"), .press(.enter), .waitFor("Log in with email and password")] + logIn
                + [.waitFor("Ship to"), .press(.character("p")), .waitFor("Last result: Paid: AP-")],
            order: ["buyer's SDK: POST /payterm/v1/buyer/login", "buyer's SDK: POST /AdaptivePayments/Pay", "buyer's SDK: POST /payterm/v1/buyer/payments/",
                    "paymentSuccess(payKey: AP-", "paymentLibraryExit()"]),
        Story(
            flow: "confirm-payment",
            keys: picked("Confirm payment", flow: "confirm-payment") + [.waitFor("Log in to your PayPal account")] + logIn
                + [.waitFor("Continue"), .press(.character("p")), .waitFor("Confirm and pay"), .press(.enter), .waitFor("Payment Successful"), .press(.enter),
                   .waitFor("Last result: Payment captured")],
            order: ["merchant's server: POST /v2/checkout/orders → 201", "buyer's SDK: POST /payterm/v1/buyer/login",
                    "buyer's SDK: POST /payterm/v1/buyer/orders/", "onApprove {\"orderID\"", "merchant's server: POST /v2/checkout/orders/",
                    "merchant's server: POST /v2/payments/authorizations/"]),
        Story(
            flow: "save-paypal",
            keys: picked("Save PayPal", flow: "save-paypal") + [.waitFor("Log in to your PayPal account")] + logIn
                + [.waitFor("Save PayPal for faster checkout"), .press(.character("p")), .waitFor("w Pay with PayPal")],
            order: ["buyer's SDK: POST /payterm/v1/buyer/orders/", "payPal(_:didFinishWithResult:) PayPalWebCheckoutResult(orderID:",
                    "merchant's server: POST /v2/checkout/orders/", "merchant server: saved PayPal for shopper 1042: vault id"]),
        Story(
            flow: "app-switch",
            keys: picked("PayPal App Switch", flow: "app-switch") + [.waitFor("Use Face ID"), .press(.enter), .waitFor("Pay PayTerm Demo Store $59.00"), .press(.enter),
                                                          .waitFor("Last result: Paid: Braintree transaction")],
            order: ["merchant's server: POST /merchants/payterm-merchant/client_token", "the PayPal app: POST /payterm/v1/buyer/hermes/",
                    "buyer's SDK: POST /merchants/payterm-merchant/client_api/v1/payment_methods/paypal_accounts",
                    "tokenize completion: BTPayPalAccountNonce", "merchant's server: POST /merchants/payterm-merchant/transactions"]),
        Story(
            flow: "connect",
            keys: picked("Connect with Braintree", flow: "connect") + [.waitFor("merchant@braintree.example.com"), .press(.tab)] + ProgramRun.type("pass1234")
                + [.press(.enter), .waitFor("Agree and Return"), .press(.enter), .waitFor("Last result: Connected")],
            order: ["merchant's browser: GET /oauth/connect", "merchant's browser: POST /oauth/connect/login", "merchant's browser: POST /oauth/connect",
                    "Braintree sent the browser back to the partner", "partner's server: POST /oauth/access_tokens",
                    "The partner's server exchanged the code"]),
        Story(
            flow: "venmo",
            keys: picked("Venmo (Braintree)", flow: "venmo") + [.waitFor("Paying as @alex-rivera"), .press(.enter),
                                                                .waitFor("Last result: Paid: Braintree transaction")],
            order: ["merchant's server: POST /merchants/payterm-merchant/client_token", "analytics venmo:tokenize:started",
                    "the Venmo app: POST /payterm/v1/buyer/venmo/", "analytics venmo:tokenize:handle-return:started",
                    "tokenize completion: BTVenmoAccountNonce", "merchant's server: POST /merchants/payterm-merchant/transactions"]),
    ]

    @Test(arguments: stories)
    func eachCallComesBeforeWhatItCausedAndEveryRunTellsItAlike(_ story: Story) async throws {
        var told: [[String]] = []
        for _ in 0..<2 {
            let (terminal, state, _) = try await ProgramRun.run(story.keys + [.press(.character("q"))])
            #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
            let lines = state.events.lines.map(\.text)
            var after = -1
            for step in story.order {
                let found = lines.indices.first { $0 > after && lines[$0].contains(step) }
                #expect(found != nil, "no '\(step)' after line \(after):\n\(lines.joined(separator: "\n"))")
                after = found ?? after
            }
            // What the run told, without what changes from one run to the next: every word with a digit or a run of 13
            // capitals (ids, tokens, times), whole, as a token's random part may have no digit.
            told.append(lines.map { $0.replacing(/vault id \w+/, with: "vault id …").replacing(/[\w$%-]*(?:\d|[A-Z]{13})[\w$%-]*/, with: "…") })
        }
        #expect(told[0].count == told[1].count, "the two runs told it in a different number of lines")
        for (first, second) in zip(told[0], told[1]) where first != second { Issue.record("the two runs told it differently: '\(first)' and '\(second)'") }
    }
}
