import Foundation
import ScenarioScript
import Testing
@testable import CheckoutTUI

/// Every scenario shipped under Scenarios/ played headless against a backend of its own, as `payterm play --check`
/// plays it, and a scenario whose expectation does not hold failing at its line.
@Suite(.timeLimit(.minutes(2))) struct ScenarioCheckTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios").standardized.path

    static var shipped: [String] { ScenarioFile.paths(at: folder).map { URL(fileURLWithPath: $0).lastPathComponent } }

    func check(_ scenario: Scenario) async throws -> ScenarioCheck.Outcome {
        let services = try await InProcessServices.start()
        return await ScenarioCheck.run(scenario, services: { services })
    }

    @Test(arguments: shipped)
    func aShippedScenarioPasses(_ name: String) async throws {
        let outcome = try await check(try ScenarioFile.load("\(Self.folder)/\(name)", flows: FlowCatalog.names))
        #expect(outcome.failure == nil, "\(outcome.failure?.description ?? "")")
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
