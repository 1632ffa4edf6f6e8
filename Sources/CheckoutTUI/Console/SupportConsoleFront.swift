import Foundation
import PayPalAPI

/// The support console on a real terminal: `payterm console`.
public enum SupportConsoleFront {
    public struct Configuration: Sendable {
        public var theme: Theme
        public var colors: Bool
        /// Who takes the actions, as the journal and each case's timeline show.
        public var agent: String
        /// How the title bar names the backend: its URL.
        public var backendDescription: String

        public init(theme: Theme, colors: Bool, agent: String, backendDescription: String) {
            self.theme = theme
            self.colors = colors
            self.agent = agent
            self.backendDescription = backendDescription
        }
    }

    /// Runs until the user quits or a signal arrives, then restores the terminal; returns the exit status. Blocks
    /// the calling thread, which must be the only one to touch the terminal.
    public static func run(_ configuration: Configuration, client: AdminClient) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalFront.Failure.notATerminal }
        let mailbox = Mailbox<ConsoleMessage>()
        let signals = SignalWatch(waking: mailbox.wakeSignal)
        let terminal = CursesTerminal(theme: configuration.theme, colors: configuration.colors, wakeSignal: mailbox.wakeSignal)
        var program = ConsoleProgram(
            console: SupportConsole(agent: configuration.agent, backendDescription: configuration.backendDescription), backend: terminal,
            calls: ConsoleCalls(client: client, clock: ContinuousClock()), mailbox: mailbox)
        terminal.start()
        defer { terminal.stop() }
        return program.run { signals.caught }
    }
}
