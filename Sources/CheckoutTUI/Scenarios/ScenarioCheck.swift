import CheckoutFlows
import Foundation
import ScenarioScript

/// `payterm play --check`: a scenario played with no terminal and no pauses, as fast as its flow allows, every
/// expectation checked.
public enum ScenarioCheck {
    public struct Outcome: Sendable {
        public var scenario: Scenario
        public var duration: Duration
        /// The first step that could not be done or expectation that did not hold; nil when it passed.
        public var failure: ScenarioError?
        /// The screen when the scenario ended or failed, as lines of text.
        public var screen: String
    }

    /// Plays the scenario in `language` (unless it names its own), on a screen of `size`, against the services,
    /// which should be a backend of its own in its seeded state.
    public static func run(
        _ scenario: Scenario, language: Language = .enUS, size: TerminalSize = TerminalSize(width: 100, height: 30),
        services: @escaping @Sendable () async throws -> Services
    ) async -> Outcome {
        await withCheckedContinuation { continuation in
            // The program's loop waits on its thread, off Swift's cooperative pool.
            Thread {
                let started = ContinuousClock.now
                let inbox = Inbox()
                let program = Program(
                    state: AppState(backendDescription: "in-process backend", language: language),
                    backend: HeadlessTerminal(size: size, wakeSignal: inbox.wakeSignal),
                    services: services, inbox: inbox)
                var driver = ScenarioDriver(
                    program: program, scenario: scenario, pace: .zero, stopsOn: { _ in false }, caught: { nil })
                let starting = driver.program.start()
                var failure: ScenarioError?
                do throws(ScenarioDriver.Stop) {
                    try driver.begin()
                    for step in scenario.steps { try driver.play(step) }
                } catch .failed(let line, let message) {
                    failure = ScenarioError(file: scenario.file, line: line, message)
                } catch {
                    failure = ScenarioError(file: scenario.file, line: 0, "stopped")
                }
                driver.program.stop(starting)
                let screen = driver.program.screenText
                continuation.resume(returning: Outcome(scenario: scenario, duration: .now - started, failure: failure, screen: screen))
            }.start()
        }
    }
}
