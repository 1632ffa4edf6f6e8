import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutTUI

/// The program's loop itself, on the test backend: keys in, frames out, answers from a backend in the process
/// waking it. No tmux, no ncurses.
@Suite(.timeLimit(.minutes(1))) struct ProgramTests {
    /// Runs the program over a scripted test terminal against a fresh in-process backend; returns the terminal
    /// and the state it ended in.
    func run(_ script: [TestTerminal.Step]) async throws -> (TestTerminal, AppState, Int32) {
        let backend = try await InProcessBackend.start()
        let client = PayPalClient(transport: HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer), applicationId: Credentials.sandboxApplicationId)
        let credentials = Credentials.defaults
        let merchant = MerchantServer(
            client: client, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword, apiSignature: credentials.apiSignature)
        let (notes, _) = AsyncStream.makeStream(of: AppState.EventLine.self)
        let services = TerminalFront.Services(checkout: client, merchant: merchant, notes: notes, ipnURL: nil)
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                let inbox = Inbox()
                let terminal = TestTerminal(script: script, wakeSignal: inbox.wakeSignal)
                var program = Program(state: AppState(backendDescription: "in-process"), backend: terminal, services: services, inbox: inbox)
                let status = program.run { nil }
                continuation.resume(returning: (terminal, program.state, status))
            }.start()
        }
    }

    func type(_ text: String) -> [TestTerminal.Step] { text.map { .press(.character($0)) } }

    @Test func aBuyerPaysAndTheAppHearsOfIt() async throws {
        let (terminal, state, status) = try await run(
            [.waitFor("PayPal library: ready"), .press(.enter), .waitFor("Log in with email and password")]
                + type("alex@personal.example.com") + [.press(.tab)] + type("pass1234")
                + [.press(.enter), .waitFor("Ship to"), .press(.character("p")), .waitFor("Last result: Paid: AP-"), .press(.character("q"))])
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        #expect(status == 0 && state.wantsQuit)
        #expect(state.events.map(\.text).contains("paymentLibraryExit()"))
        #expect(!terminal.frames.contains { $0.lines.joined().contains("pass1234") })
    }

    @Test func theLoopSleepsUntilSomethingHappens() async throws {
        let (terminal, _, _) = try await run([.waitFor("PayPal library: ready"), .press(.character("q"))])
        #expect(terminal.unmet == nil)
        #expect(terminal.frames.count <= 4, "a frame for the start, one for ready, one for the key: \(terminal.frames.count)")
    }
}

/// What a late answer meets: the checkout it was for has closed, and a new one is open.
@Suite struct LateAnswerTests {
    @Test func anAnswerForAClosedCheckoutIsDroppedAndSaidSo() throws {
        var state = Fixture.ready()
        _ = state.handle(.enter)
        let first = try #require(state.sheet?.checkout)
        _ = state.handle(.escape)
        _ = state.handle(.enter)
        let second = try #require(state.sheet?.checkout)
        #expect(first != second)
        let work = state.receive(Tagged(first, .loggedIn(Fixture.session())))
        #expect(work.isEmpty)
        #expect(state.library?.flow.screen == .login(error: nil), "the new checkout is untouched")
        #expect(state.events.last?.text == "Dropped: an answer for \(first), which is no longer open (loggedIn)")
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        _ = state.receive(Tagged(second, .loggedIn(Fixture.session())))
        #expect(state.library?.flow.session != nil, "its own answer is taken")
    }
}
