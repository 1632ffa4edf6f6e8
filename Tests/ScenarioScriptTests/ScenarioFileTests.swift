import CheckoutFlows
import Foundation
import PayPalAPI
import Testing
@testable import ScenarioScript

/// Scenario files as trainers write them: a good one read in full, and each kind of mistake named with its line.
@Suite struct ScenarioFileTests {
    /// The flows the front offers, as the reader is given them.
    static let flows = ["mpl", "confirm-payment", "pay-now", "save-paypal", "app-switch", "connect"]

    static let good = """
        # A buyer pays for goods that ship.
        name: Goods with shipping
        description: Alex pays from her balance.
        flow: mpl
        experience: goods-with-shipping
        persona: alex@personal.example.com
        language: de_DE
        steps:
          - pause: This is the merchant's app.
          - press: Enter
          - wait: Log in
            timeout: 5s
          - fill: login
          - fill: {email: dana@personal.example.com, password: wrong}
          - press: [Tab, Ctrl-U, p, Space, Esc]
          - type: 1234
          - clock: +30d
          - fault: {method: post, path: /AdaptivePayments/Pay, outcome: decline, times: 2}
          - admin: unlock-buyers
          - wait: {event: paymentLibraryExit}
            expect:
              screen: [Ship to, Review]
              not-screen: Log in
              callback: paymentSuccess
              pay-key: COMPLETED
        """

    @Test func textsAndCaptionsMayBeGivenByLanguageAndStepsByName() throws {
        let scenario = try ScenarioFile.parse(
            """
            name: Languages
            description: D
            flow: mpl
            steps:
              - pause: {en_US: The log-in., de_DE: Die Anmeldung.}
              - wait: {en_US: Log in, ja_JP: ログイン}
              - wait: {step: review}
                expect:
                  step: review
                  screen: {en_US: Total, de_DE: Gesamt}
            """, file: "languages.yaml", flows: Self.flows)
        let actions = scenario.steps.map(\.action)
        #expect(actions[0] == .pause(caption: Wording("The log-in.", translations: ["de_DE": "Die Anmeldung."])))
        #expect(actions[1] == .wait(.screen(Wording("Log in", translations: ["ja_JP": "ログイン"])), timeout: .seconds(20)))
        #expect(actions[2] == .wait(.step("review"), timeout: .seconds(20)))
        #expect(scenario.steps[2].expectations.map(\.check) == [.step("review"), .screenShows(Wording("Total", translations: ["de_DE": "Gesamt"]))])
        #expect(Wording("The log-in.", translations: ["de_DE": "Die Anmeldung."]).text(in: "ja_JP") == "The log-in.")
        for (text, line, message) in [
            ("  - pause: {german: Hallo}\n", 5, "'german' is not a language code: expected one such as en_US, de_DE or ja_JP"),
            ("  - pause: {}\n", 5, "expected a caption for the trainer, or texts by language: {en_US: …, de_DE: …}"),
            ("  - wait: {step: [a, b]}\n", 5, "expected a step of the flow, such as login or review, as text"),
        ] {
            #expect(throws: ScenarioError(file: "bad.yaml", line: line, message)) {
                try ScenarioFile.parse("name: B\ndescription: D\nflow: mpl\nsteps:\n" + text, file: "bad.yaml", flows: Self.flows)
            }
        }
    }

    @Test func aTextGivenOnlyInGermanIsReadAndPlaysOnlyWhereItHasAText() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../ScenarioFixtures/german-only.yaml").standardized.path
        let scenario = try ScenarioFile.load(file, flows: Self.flows)
        let actions = scenario.steps.map(\.action)
        #expect(actions[0] == .pause(caption: Wording(byLanguage: ["de_DE": "Die App des Händlers."])))
        #expect(actions[2] == .wait(.screen(Wording(byLanguage: ["de_DE": "Mit E-Mail und Passwort einloggen:"])), timeout: .seconds(20)))
        #expect(scenario.steps[2].expectations == [
            Expectation(line: 10, check: .screenShows(Wording(byLanguage: ["de_DE": "Einloggen"]))),
            Expectation(line: 11, check: .screenLacks(Wording(byLanguage: ["de_DE": "Bewertung", "ja_JP": "レビュー"]))),
        ])
        #expect(scenario.textLacking("de_DE") == nil)
        #expect(scenario.textLacking("en_US") == ScenarioError(
            file: file, line: 6,
            "this text is given in de_DE only, and the scenario plays in en_US: add en_US: … to it, or play it in de_DE (--lang de_DE)"))
        let withEnglish = try ScenarioFile.parse(
            Self.head + "  - pause: {en_US: The app., de_DE: Die App.}\n  - wait: {de_DE: Einloggen}\n", file: "zwei.yaml", flows: Self.flows)
        #expect(withEnglish.textLacking("ja_JP") == ScenarioError(
            file: "zwei.yaml", line: 6,
            "this text is given in de_DE only, and the scenario plays in ja_JP: add ja_JP: … (or en_US: …, used in every language the text "
                + "lacks) to it, or play it in de_DE (--lang de_DE)"), "the caption with en_US plays in Japanese; the wait lacks both")
    }

    @Test func aGoodFileIsReadInFull() throws {
        let scenario = try ScenarioFile.parse(Self.good, file: "good.yaml", flows: Self.flows)
        #expect(scenario.name == "Goods with shipping" && scenario.flow.value == "mpl" && scenario.experience?.value == .goodsWithShipping)
        #expect(scenario.persona == "alex@personal.example.com" && scenario.language == Located("de_DE", line: 7))
        #expect(scenario.pauses == [0])
        #expect(!scenario.pane, "the pane stays closed unless a scenario says pane: on")
        #expect(try ScenarioFile.parse(Self.head.replacingOccurrences(of: "steps:", with: "pane: on\nsteps:") + "  - press: Enter\n", file: "p.yaml", flows: Self.flows).pane)
        let actions = scenario.steps.map(\.action)
        #expect(actions[0] == .pause(caption: "This is the merchant's app."))
        #expect(actions[2] == .wait(.screen("Log in"), timeout: .seconds(5)))
        #expect(actions[3] == .logIn)
        #expect(actions[4] == .fill([.init(name: "email", value: "dana@personal.example.com"), .init(name: "password", value: "wrong")]))
        #expect(actions[5] == .press([.named(.tab), .control("u"), .character("p"), .character(" "), .named(.escape)]))
        #expect(actions[7] == .clock(.advance(seconds: 30 * 86_400)))
        #expect(actions[8] == .fault(.init(method: "POST", path: "/AdaptivePayments/Pay", times: 2, outcome: .error(status: 422, issue: "INSTRUMENT_DECLINED"))))
        #expect(actions[9] == .unlockBuyers)
        let last = try #require(scenario.steps.last)
        #expect(last.line == 20)
        #expect(last.expectations == [
            Expectation(line: 22, check: .screenShows("Ship to")), Expectation(line: 22, check: .screenShows("Review")),
            Expectation(line: 23, check: .screenLacks("Log in")), Expectation(line: 24, check: .callback("paymentSuccess")),
            Expectation(line: 25, check: .backend(.payKey, status: "COMPLETED")),
        ])
    }

    @Test(arguments: [
        ("decline", AdminClient.FaultOutcome.error(status: 422, issue: "INSTRUMENT_DECLINED")), ("timeout", .noAnswer),
        ("answer-lost", .closeAfterCommit), ("error 409 DUPLICATE_INVOICE_ID", .error(status: 409, issue: "DUPLICATE_INVOICE_ID")),
        ("adaptive-error 580022", .adaptiveError("580022")), ("latency 3s", .latency(milliseconds: 3_000)),
    ])
    func aFaultsOutcomeIsNamedOrSpelledOut(written: String, outcome: AdminClient.FaultOutcome) throws {
        let scenario = try ScenarioFile.parse(Self.head + "  - fault: {path: /v2/checkout/orders, outcome: \(written)}\n", file: "f.yaml", flows: Self.flows)
        #expect(scenario.steps[0].action == .fault(.init(method: nil, path: "/v2/checkout/orders", outcome: outcome)))
    }

    /// The error a file gets, as `file:line: message`.
    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try ScenarioFile.parse(text, file: "bad.yaml", flows: Self.flows)
            return nil
        } catch {
            return error
        }
    }

    static let head = "name: N\ndescription: D\nflow: mpl\nsteps:\n"

    @Test(arguments: [
        (head + "  - press: Enter\n  - pres: Tab\n", 6, "unknown key 'pres'"),
        (head + "  - press: Entr\n", 5, "unknown key 'Entr'"),
        (head + "  - wait: [a, b\n", 6, "is not valid YAML"),
        ("name: N\ndescription: D\nflow: paypal\nsteps:\n  - press: Enter\n", 3, "unknown flow 'paypal': expected one of mpl, confirm-payment"),
        ("name: N\nflow: mpl\nexperience: gift\nsteps:\n  - press: Enter\n", 3, "unknown experience 'gift'"),
        ("name: N\nflow: mpl\n", 1, "no steps"),
        (head + "  - clock: 30 days\n", 5, "expected a move of PayPal's clock"),
        (head + "  - fault: {path: /v2/checkout/orders, outcome: explode}\n", 5, "unknown outcome 'explode'"),
        (head + "  - fault: {outcome: decline}\n", 5, "no `path:`"),
        (head + "  - press: Enter\n    expect:\n      screne: Review\n", 7, "unknown key 'screne': expected one of screen"),
        (head + "  - press: Enter\n    timeout: 3s\n", 6, "`timeout:` goes with `wait:` only"),
        (head + "  - press: Enter\n    wait: Review\n", 5, "expected one action in a step"),
        (head + "  - wait: Review\n    timeout: soon\n", 6, "expected a timeout, such as 30s"),
        ("name: N\nname: M\nflow: mpl\nsteps:\n  - press: Enter\n", 2, "twice"),
        ("- just\n- a list\n", 1, "expected a scenario"),
        ("name: N\nflow: mpl\npane: open\nsteps:\n  - press: Enter\n", 3, "pane is 'open': expected on"),
    ])
    func aBadFileIsNamedWithItsLine(text: String, line: Int, saying: String) throws {
        let error = try #require(self.error(text))
        #expect(error.file == "bad.yaml")
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(saying), "\(error)")
    }
}
