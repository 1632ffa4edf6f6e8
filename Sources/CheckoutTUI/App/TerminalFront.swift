import CheckoutFlows
import Foundation

/// The terminal front: the merchant's app and the library over it, on a real terminal. The executable builds
/// everything it talks to and hands it over.
public enum TerminalFront {
    public struct Configuration: Sendable {
        public var environment: PayPalEnvironment
        public var theme: Theme
        /// False for `NO_COLOR` and monochrome themes: emphasis only.
        public var colors: Bool
        /// How the status line names the backend: "embedded backend", its URL, or demo mode's in-process PayPal.
        public var backendDescription: String
        public var language: Language
        /// Where a checkout left at exit is kept for the next run; nil when PayPal's state does not outlive the
        /// process (the embedded backend, demo mode).
        public var keptCheckout: KeptCheckoutFile?
        /// Where the screen is shared (`payterm --share`), if it is.
        public var sharing: ScreenShare?

        public init(
            environment: PayPalEnvironment, theme: Theme, colors: Bool, backendDescription: String, language: Language,
            keptCheckout: KeptCheckoutFile? = nil
        ) {
            self.environment = environment
            self.theme = theme
            self.colors = colors
            self.backendDescription = backendDescription
            self.language = language
            self.keptCheckout = keptCheckout
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case notATerminal

        public var description: String {
            "payterm draws its checkout on a terminal, and standard input or output is not one. "
                + "Run it in a terminal, or use `payterm serve` to run the backend alone."
        }
    }

    /// Runs until the user quits or a signal arrives, then restores the terminal; returns the exit status.
    /// The first frame is drawn while `services` start; if they fail to, the terminal is restored and their
    /// error thrown. Blocks the calling thread, which must be the only one to touch the terminal.
    public static func run(_ configuration: Configuration, services: @escaping @Sendable () async throws -> Services) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw Failure.notATerminal }
        let inbox = Inbox()
        let signals = SignalWatch(waking: inbox.wakeSignal)
        let terminal = CursesTerminal(theme: configuration.theme, colors: configuration.colors, wakeSignal: inbox.wakeSignal)
        var state = AppState(
            environment: configuration.environment, backendDescription: configuration.backendDescription, language: configuration.language)
        state.restoredContext = configuration.keptCheckout?.take()
        var program = Program(state: state, backend: terminal, services: services, inbox: inbox, tap: configuration.makeFrameTap())
        terminal.start()
        defer { terminal.stop() }
        let status = program.run { signals.caught }
        if let failure = program.startFailure { throw failure }
        configuration.keptCheckout?.keep(program.state.checkoutToKeep)
        return status
    }
}
