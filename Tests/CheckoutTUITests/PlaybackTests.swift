import Foundation
import ScenarioScript
import Testing
@testable import CheckoutTUI

/// The trainer's keys at a pause, on the test terminal: Space goes on, `t` hands the keyboard over and back, `b`
/// goes back to the pause before on a reset backend, `q` leaves.
@Suite(.timeLimit(.minutes(3))) struct PlaybackTests {
    static let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ScenarioFixtures/two-pauses.yaml").standardized.path

    func play(_ script: [TestTerminal.Step]) async throws -> (TestTerminal, Playback, Int32) {
        let services = try await InProcessServices.start()
        let scenario = try ScenarioFile.load(Self.scenario, flows: FlowCatalog.names)
        return await withCheckedContinuation { continuation in
            Thread {
                let inbox = Inbox()
                let terminal = TestTerminal(script: script, wakeSignal: inbox.wakeSignal)
                let program = Program(state: AppState(backendDescription: "in-process"), backend: terminal, services: { services }, inbox: inbox)
                var playback = Playback(
                    driver: ScenarioDriver(
                        program: program, scenario: scenario, pace: .zero,
                        stopsOn: { $0 == .character("q") }, caught: { nil }))
                let starting = playback.driver.program.start()
                let status = playback.run()
                playback.driver.program.stop(starting)
                continuation.resume(returning: (terminal, playback, status))
            }.start()
        }
    }

    /// At a pace, the press that opens the receipt is not paced when only a wait stands before the pause that speaks
    /// about it: the 2 s the receipt stays up are the pause's to hold, not the pace's to run down.
    @Test func aStepWithOnlyWaitsBeforeAPauseIsNotPaced() throws {
        let donation = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/mpl-3-donation.yaml")
        let steps = try ScenarioFile.load(donation.standardized.path, flows: FlowCatalog.names).steps
        func isWait(_ index: Int) -> Bool { if case .wait = steps[index].action { true } else { false } }
        func isPause(_ index: Int) -> Bool { if case .pause = steps[index].action { true } else { false } }
        func isPress(_ index: Int) -> Bool { if case .press = steps[index].action { true } else { false } }
        // "press: p" (the donation), "wait: Donation made", then the pause on the receipt.
        let receipt = try #require(steps.indices.dropFirst().dropLast().first { isPress($0 - 1) && isWait($0) && isPause($0 + 1) })
        #expect(Playback.leadsToAPause(from: receipt, in: steps), "the press before the receipt's wait and pause")
        #expect(!Playback.leadsToAPause(from: 0, in: steps.filter { if case .press = $0.action { true } else { false } }))
        #expect(!Playback.leadsToAPause(from: steps.count, in: steps))
    }

    @Test func theTrainerTakesTheKeyboardThenGoesBackAPause() async throws {
        let (terminal, playback, status) = try await play([
            .waitFor("First, the merchant's app."), .press(.character(" ")),
            .waitFor("Second, the library's log-in."), .press(.character("t")), .waitFor("The trainer has the keyboard"),
            .press(.escape), .waitFor("Last result: Canceled by the buyer."), .press(.character("t")), .waitFor("Second, the library's log-in."),
            .press(.character("b")), .waitFor("First, the merchant's app."), .press(.character("q")),
        ])
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        #expect(status == 0)
        #expect(playback.driver.program.state.checkout == nil, "back at the first pause, before the library opened")
        #expect(!playback.driver.program.state.events.hasCallback(startingWith: "paymentCanceled"), "the app started over")
    }
}
