import Foundation
import ScenarioScript
import Testing
@testable import CheckoutTUI

/// Every scenario shipped under Scenarios/ played headless against a backend of its own, as `payterm play --check`
/// plays it, in every language at both sizes, and a scenario whose expectation does not hold failing at its line.
/// One at a time: 84 plays at once, each with its backend, would starve the rest of the suite on two cores.
@Suite(.serialized, .timeLimit(.minutes(10))) struct ScenarioCheckTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios").standardized.path

    static var shipped: [String] { ScenarioFile.paths(at: folder).map { URL(fileURLWithPath: $0).lastPathComponent } }

    func check(_ scenario: Scenario, in language: Language = .enUS, size: TerminalSize = TerminalSize(width: 100, height: 30)) async throws -> ScenarioCheck.Outcome {
        let services = try await InProcessServices.start()
        return await ScenarioCheck.run(scenario, language: language, size: size, services: { services })
    }

    static let sizes = [TerminalSize(width: 100, height: 30), TerminalSize(width: 72, height: 22)]

    @Test(arguments: shipped, Language.allCases)
    func aShippedScenarioPassesInEveryLanguageAtBothSizes(_ name: String, _ language: Language) async throws {
        for size in Self.sizes {
            let outcome = try await check(try ScenarioFile.load("\(Self.folder)/\(name)", flows: FlowCatalog.names), in: language, size: size)
            #expect(outcome.failure == nil, "\(size.width)×\(size.height): \(outcome.failure?.description ?? "")\n\(outcome.screen)")
        }
    }

    @Test func aWaitCountsTheAppsTimeNotTheTimeACallTakes() async throws {
        let scenario = try ScenarioFile.parse(
            """
            name: Slow
            description: PayPal answers the log-in in 3 s; the review is waited for 1 s of the app's own time.
            flow: mpl
            persona: alex@personal.example.com
            steps:
              - fault: {path: /payterm/v1/buyer/login, outcome: latency 3s}
              - press: Enter
              - wait: {step: login}
              - fill: login
              - press: [Tab, Enter]
              - wait: {step: review}
                timeout: 1s
            """, file: "slow.yaml", flows: FlowCatalog.names)
        let outcome = try await check(scenario)
        #expect(outcome.failure == nil, "\(outcome.failure?.description ?? "")")
        #expect(outcome.duration > .seconds(3), "the log-in took its 3 s")
    }

    @Test func aStepIsWaitedForByItsNameInAnyLanguage() async throws {
        let scenario = try ScenarioFile.parse(
            """
            name: Steps
            description: Opens the library and waits for its log-in by name.
            flow: mpl
            steps:
              - wait: {step: merchant}
              - press: Enter
              - wait: {step: login}
                expect:
                  step: login
                  screen: Log in with email and password
              - wait: {step: review}
                timeout: 1s
            """, file: "steps.yaml", flows: FlowCatalog.names)
        let failure = try #require(try await check(scenario, in: .jaJP).failure)
        #expect(failure.line == 11 && failure.message == "waited 1.0 seconds for the step review; the checkout is at login", "\(failure)")
    }

    @Test func aTextTheScreensDoNotTranslateFailsSayingSoAndATextGivenInTheLanguagePasses() async throws {
        let fragment = try ScenarioFile.parse(
            "name: F\ndescription: D\nflow: mpl\nsteps:\n  - press: Enter\n  - wait: Log in with email\n    timeout: 1s\n",
            file: "fragment.yaml", flows: FlowCatalog.names)
        let failure = try #require(try await check(fragment, in: .deDE).failure)
        #expect(failure.line == 6 && failure.message.contains("in de_DE, where it is none of the screens' own words"), "\(failure)")
        let given = try ScenarioFile.parse(
            "name: G\ndescription: D\nflow: mpl\nsteps:\n  - press: Enter\n  - wait: {en_US: Log in with email, de_DE: Mit E-Mail}\n    timeout: 5s\n",
            file: "given.yaml", flows: FlowCatalog.names)
        let outcome = try await check(given, in: .deDE)
        #expect(outcome.failure == nil, "\(outcome.failure?.description ?? "")\n\(outcome.screen)")
    }

    @Test func aShippedScenarioHasPausesWithCaptions() throws {
        #expect(Self.shipped.count >= 1)
        for name in Self.shipped {
            let scenario = try ScenarioFile.load("\(Self.folder)/\(name)", flows: FlowCatalog.names)
            #expect(!scenario.pauses.isEmpty, "\(name) has no pause for the trainer")
            #expect(!scenario.description.isEmpty, "\(name) says nothing of itself")
        }
    }

    @Test func anExpectationThatDoesNotHoldFailsAtItsLine() async throws {
        let scenario = try ScenarioFile.parse(
            """
            name: Wrong
            description: Expects a callback that never comes.
            flow: mpl
            steps:
              - press: Enter
              - wait: Log in with email and password
                expect:
                  screen: Log in
                  callback: paymentSuccess
            """, file: "wrong.yaml", flows: FlowCatalog.names)
        let outcome = try await check(scenario)
        let failure = try #require(outcome.failure)
        #expect(failure.file == "wrong.yaml" && failure.line == 9, "\(failure)")
        #expect(failure.message == "expected the callback paymentSuccess; the merchant received none")
    }

    @Test func aLanguageTheLibraryDoesNotSpeakFailsAtItsLine() async throws {
        let scenario = try ScenarioFile.parse(
            "name: French\ndescription: D\nflow: mpl\nlanguage: fr_FR\nsteps:\n  - press: Enter\n", file: "french.yaml", flows: FlowCatalog.names)
        let failure = try #require(try await check(scenario).failure)
        #expect(failure.line == 4 && failure.message == "unknown language 'fr_FR': expected one of en_US, de_DE, ja_JP", "\(failure)")
    }

    @Test func aFieldNotOnScreenFailsAtItsLine() async throws {
        let scenario = try ScenarioFile.parse(
            "name: No field\ndescription: D\nflow: mpl\nsteps:\n  - fill: {new-pin: 1234}\n", file: "nofield.yaml", flows: FlowCatalog.names)
        let failure = try #require(try await check(scenario).failure)
        #expect(failure.line == 5 && failure.message.hasPrefix("no field 'new-pin' on screen"), "\(failure)")
    }

    @Test func anEventWaitLooksOnlyAtWhatCameAfterTheLastKey() async throws {
        let scenario = try ScenarioFile.parse(
            """
            name: Twice
            description: Waits for the library's initialization, which came before any key.
            flow: mpl
            steps:
              - wait: {event: PayPal library initialized}
              - press: d
              - wait: {event: PayPal library initialized}
                timeout: 1s
            """, file: "twice.yaml", flows: FlowCatalog.names)
        let failure = try #require(try await check(scenario).failure)
        #expect(failure.line == 7 && failure.message.hasPrefix("waited"), "\(failure)")
    }
}
