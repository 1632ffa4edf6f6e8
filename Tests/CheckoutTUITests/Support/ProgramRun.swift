import Foundation
@testable import CheckoutTUI

/// The program's loop over a scripted test terminal against a fresh in-process backend.
enum ProgramRun {
    /// Runs the script, with a tap on the frames if given; returns the terminal, the state it ended in and the exit
    /// status.
    static func run(_ script: [TestTerminal.Step], tap: (any FrameTap & Sendable)? = nil) async throws -> (TestTerminal, AppState, Int32) {
        let services = try await InProcessServices.start()
        return await withCheckedContinuation { continuation in
            Thread {
                let inbox = Inbox()
                let terminal = TestTerminal(script: script, wakeSignal: inbox.wakeSignal)
                var program = Program(state: AppState(backendDescription: "in-process"), backend: terminal, services: { services }, inbox: inbox, tap: tap)
                let status = program.run { nil }
                continuation.resume(returning: (terminal, program.state, status))
            }.start()
        }
    }

    static func type(_ text: String) -> [TestTerminal.Step] { text.map { .press(.character($0)) } }
}
