import CheckoutFlows
import Foundation
import ScenarioScript

/// `payterm play`: a scenario on the real terminal, at a pace a class can follow, stopping at each pause with its
/// caption in a banner below the sheet. Space goes on, `b` goes back to the pause before (the steps replayed fast
/// from a reset backend), `t` hands the keyboard to the trainer and back, `q` leaves.
public enum ScenarioPlayer {
    /// Plays the scenario until its end or the trainer leaves, then restores the terminal; returns the exit status.
    /// Blocks the calling thread, which must be the only one to touch the terminal.
    public static func run(
        _ configuration: TerminalFront.Configuration, scenario: Scenario, pace: Duration, auto: Duration? = nil,
        services: @escaping @Sendable () async throws -> Services
    ) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalFront.Failure.notATerminal }
        let inbox = Inbox()
        let signals = SignalWatch(waking: inbox.wakeSignal)
        let terminal = CursesTerminal(theme: configuration.theme, colors: configuration.colors, wakeSignal: inbox.wakeSignal)
        let state = AppState(
            environment: configuration.environment, backendDescription: configuration.backendDescription, language: configuration.language)
        let program = Program(state: state, backend: terminal, services: services, inbox: inbox, tap: configuration.makeFrameTap())
        var playback = Playback(
            driver: ScenarioDriver(
                program: program, scenario: scenario, pace: pace, stopsOn: { $0 == .character("q") },
                caught: { signals.caught }),
            auto: auto)
        terminal.start()
        defer { terminal.stop() }
        let starting = playback.driver.program.start()
        defer { playback.driver.program.stop(starting) }
        let status = playback.run()
        if let failure = playback.driver.program.startFailure { throw failure }
        return status
    }
}
