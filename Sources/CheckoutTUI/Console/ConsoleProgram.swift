import CheckoutFlows
import Foundation

/// The console's loop on any terminal backend: it draws when something changed, sleeps until a key or an answer
/// comes (or, while a call is under way, the spinner's next turn), and turns each into state changes and calls,
/// which the runner carries out.
struct ConsoleProgram {
    private(set) var console: SupportConsole
    private let backend: any TerminalBackend
    private let calls: ConsoleCalls
    private let mailbox: Mailbox<ConsoleMessage>
    private let runner: Runner
    private var spinner = 0
    private var dirty = true

    init(console: SupportConsole, backend: any TerminalBackend, calls: ConsoleCalls, mailbox: Mailbox<ConsoleMessage>) {
        self.console = console
        self.backend = backend
        self.calls = calls
        self.mailbox = mailbox
        runner = Runner(clock: calls.clock)
    }

    /// Runs until the user quits, a signal is `caught` or the terminal hangs up; returns the exit status.
    mutating func run(caught: () -> Int32?) -> Int32 {
        defer { runner.stop() }
        while !console.wantsQuit {
            if let signal = caught() { return 128 + signal }
            drawIfNeeded()
            switch backend.next(timeout: console.busy == nil ? nil : FrameTicks.spinnerInterval) {
            case .key(let key):
                if key == .resize { backend.invalidate() }
                perform(console.handle(key))
                dirty = true
            case .wake, .timeout: break
            case .hangUp: return 128 + SIGHUP
            }
            for message in mailbox.drain() {
                perform(console.receive(message))
                dirty = true
            }
        }
        return 0
    }

    private mutating func drawIfNeeded() {
        if console.busy != nil {
            spinner += 1
            dirty = true
        }
        guard dirty else { return }
        console.size = backend.size
        backend.draw(ConsoleView.render(console, width: console.size.width, height: console.size.height, spinner: spinner))
        dirty = false
    }

    private func perform(_ effects: [ConsoleEffect]) {
        let (calls, mailbox) = (calls, mailbox)
        for effect in effects {
            runner.call({ await calls.carryOut(effect) }, timedOut: { calls.timedOut(effect, after: $0) }) { mailbox.post($0) }
        }
    }
}
