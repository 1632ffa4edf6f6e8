import ArgumentParser
import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock
import ScenarioScript

/// `payterm play`: a training scenario in the terminal, with its pauses, or headless with `--check`.
struct Play: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a training scenario in the terminal, or check scenarios headless (--check).",
        discussion: """
            Plays SCENARIO (a file under Scenarios/) in the merchant's app at a pace a class can follow. At each pause \
            its caption shows below the sheet: Space goes on, b goes back to the pause before (replayed fast from a \
            reset backend), e or Ctrl-E opens or closes the event pane, t gives you the keyboard and back (the panes and overlays the scenario had come back with it), \
            q leaves; with --auto, each pause goes on by itself and the end starts over. With --backend, it plays in a workspace it \
            makes there with the trainer's secret and removes at the end, so b never resets the class's backend. With --check, plays each scenario (files or \
            folders of them) with no terminal against a backend of its own, checks every expectation, prints a line \
            a scenario and exits non-zero if any failed.
            """)

    @Argument(help: "A scenario file; with --check, any number of files or folders of them.")
    var scenarios: [String]

    @Flag(help: "Play headless, as fast as the flows allow, and check every expectation.")
    var check = false

    @Option(help: "Seconds between steps when playing in the terminal.")
    var pace: Double = 1.0

    @Option(help: ArgumentHelp(
        "Go on from each pause by itself after this many seconds, and start over at the end (a kiosk); keys still work.",
        valueName: "seconds"))
    var auto: Double?

    @OptionGroup var front: Front

    func validate() throws {
        if !check, scenarios.count != 1 { throw ValidationError("play takes one scenario (or --check with several): found \(scenarios.count).") }
        if check, front.backend.url != nil {
            throw ValidationError("--check plays each scenario on a fresh backend of its own, embedded: drop --backend.")
        }
        if !(0...3_600).contains(pace) { throw ValidationError("--pace wants seconds, from 0 to 3600.") }
        if let auto, !(auto > 0 && auto <= 86_400) { throw ValidationError("--auto wants seconds, more than 0 and at most 86400 (a day).") }
        if check, auto != nil { throw ValidationError("--check plays without pauses: drop --auto.") }
    }

    func run() async throws {
        if check { return try await checkAll() }
        let scenario: Scenario
        do {
            scenario = try ScenarioFile.load(scenarios[0], flows: FlowCatalog.names)
        } catch {
            throw CommandFailure(error.description)
        }
        // Said before the terminal is taken over, as a mistake in the file is.
        if let lacking = scenario.textLacking(scenario.language?.value ?? front.language.rawValue) { throw CommandFailure(lacking.description) }
        let pace = Duration.milliseconds(Int(pace * 1_000))
        let auto = auto.map { Duration.milliseconds(Int($0 * 1_000)) }
        let play: @Sendable (TerminalFront.Configuration, @escaping @Sendable () async throws -> Services) throws -> Int32 = { configuration, services in
            try ScenarioPlayer.run(configuration, scenario: scenario, pace: pace, auto: auto, services: services)
        }
        guard let url = front.backend.url else { return try await front.runOnTerminal(play) }
        let access = front.access
        let workspace = try await ThrowawayWorkspace.make(on: url, credentials: access.credentials, adminToken: access.adminToken)
        do {
            try await front.runOnTerminal(on: workspace.access, play)
        } catch {
            await workspace.remove()
            throw error
        }
        await workspace.remove()
    }

    /// Checks every scenario named, each against a backend of its own embedded in this process; a line each and a
    /// summary.
    private func checkAll() async throws {
        let credentials = front.credentials.resolved()
        var failed = 0
        let paths = scenarios.flatMap(ScenarioFile.paths(at:))
        for path in paths {
            var line: String
            do {
                let outcome = try await Self.check(try ScenarioFile.load(path, flows: FlowCatalog.names), language: front.language, credentials: credentials)
                let time = String(format: "%.1f s", Double(outcome.duration.components.seconds) + Double(outcome.duration.components.attoseconds) / 1e18)
                line = (outcome.failure == nil ? "✓ " : "✗ ") + "\(outcome.scenario.name) (\(time))" + (outcome.failure.map { " — \($0)" } ?? "")
                if outcome.failure != nil {
                    failed += 1
                    // What the screen showed, for the scenario's author to compare with what the step wanted.
                    let screen = outcome.screen.split(separator: "\n").map { "    │ " + $0.replacing(/\s+$/, with: "") }
                    line += "\n" + screen.joined(separator: "\n")
                }
            } catch {
                line = "✗ \(path) — \(error)"
                failed += 1
            }
            print(line)
        }
        print("\(paths.count) \(paths.count == 1 ? "scenario" : "scenarios") checked · \(paths.count - failed) passed · \(failed) failed")
        if failed > 0 || paths.isEmpty { throw ExitCode.failure }
    }

    private static func check(_ scenario: Scenario, language: Language, credentials: Credentials) async throws -> ScenarioCheck.Outcome {
        let paypal = try await PayPalWiring.start(env: .sandbox, backend: nil, credentials: credentials, exchangesFolder: nil)
        let outcome = await ScenarioCheck.run(scenario, language: language, services: { paypal.services })
        await paypal.stop()
        return outcome
    }
}
