import CheckoutFlows
import Foundation
import PayPalAPI

/// The terminal front: the merchant's app and the library over it, on a real terminal.
public enum TerminalFront {
    public struct Configuration: Sendable {
        public var environment: PayPalEnvironment
        /// The backend live and sandbox talk to; nil in demo mode, which has no network.
        public var baseURL: URL?
        public var applicationId: String
        public var theme: Theme
        /// False for `NO_COLOR` and monochrome themes: emphasis only.
        public var colors: Bool
        /// How the status line names the backend: "embedded backend", or its URL.
        public var backendDescription: String
        public var language: Language
        /// The merchant server's Adaptive Payments credentials, for preapprovals.
        public var apiUsername: String
        public var apiPassword: String
        public var apiSignature: String
        /// Where a checkout left at exit is kept for the next run; nil when PayPal's state does not outlive the
        /// process (the embedded backend, demo mode).
        public var keptCheckout: KeptCheckoutFile?
        /// The Instant Payment Notifications the merchant's server receives; nil in demo mode.
        public var ipn: IPNFeed?

        public init(
            environment: PayPalEnvironment, baseURL: URL?, applicationId: String, theme: Theme, colors: Bool, backendDescription: String, language: Language,
            apiUsername: String, apiPassword: String, apiSignature: String, keptCheckout: KeptCheckoutFile? = nil, ipn: IPNFeed? = nil
        ) {
            self.language = language
            self.environment = environment
            self.baseURL = baseURL
            self.applicationId = applicationId
            self.theme = theme
            self.colors = colors
            self.backendDescription = backendDescription
            self.apiUsername = apiUsername
            self.apiPassword = apiPassword
            self.apiSignature = apiSignature
            self.keptCheckout = keptCheckout
            self.ipn = ipn
        }
    }

    /// Where the merchant's server listens for IPN messages, and the messages as they arrive.
    public struct IPNFeed: Sendable {
        public var url: URL
        public var messages: AsyncStream<String>

        public init(url: URL, messages: AsyncStream<String>) {
            self.url = url
            self.messages = messages
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
    /// Blocks the calling thread, which must be the only one to touch the terminal.
    public static func run(_ configuration: Configuration) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw Failure.notATerminal }
        let inbox = Inbox()
        let (service, server) = services(configuration, inbox: inbox)
        let signals = SignalWatch()
        let terminal = CursesTerminal(theme: configuration.theme, colors: configuration.colors)
        terminal.start()
        defer { terminal.stop() }

        var state = AppState(
            environment: configuration.environment, backendDescription: configuration.backendDescription, language: configuration.language)
        state.restoredContext = configuration.keptCheckout?.take()
        state.merchant.ipnUrl = configuration.ipn?.url.absoluteString
        let notifications = receiveNotifications(configuration, inbox: inbox)
        defer { notifications?.cancel() }
        var loop = Loop(state: state, service: service, server: server, inbox: inbox)
        defer { configuration.keptCheckout?.keep(loop.state.contextToKeep) }
        loop.perform([.initializeLibrary])
        while !loop.state.wantsQuit {
            if let caught = signals.caught { return 128 + caught }
            loop.drawIfNeeded(on: terminal)
            if let key = terminal.readKey(timeoutMilliseconds: 60) {
                if key == .resize { terminal.invalidate() }
                loop.handle(key)
            } else if terminal.hungUp {
                return 128 + SIGHUP
            }
            loop.drainInbox()
        }
        return 0
    }

    /// The library's and the merchant server's PayPal: the backend over HTTP, its calls shown in the event
    /// pane; or, in demo mode, canned answers that both share.
    private static func services(_ configuration: Configuration, inbox: Inbox) -> (any CheckoutService, any MerchantService) {
        guard let baseURL = configuration.baseURL, configuration.environment.usesNetwork else {
            let demo = DemoPayPal()
            return (demo, demo)
        }
        let transport = HTTPTransport(baseURL: baseURL) { record in
            inbox.post(.log(.http, "\(record.method) \(record.path) → \(record.status) (\(record.milliseconds) ms)"))
        }
        let client = PayPalClient(transport: transport, applicationId: configuration.applicationId)
        let server = MerchantServer(
            client: client, apiUsername: configuration.apiUsername, apiPassword: configuration.apiPassword,
            apiSignature: configuration.apiSignature, ipnUrl: configuration.ipn?.url.absoluteString)
        return (client, server)
    }
}

extension TerminalFront {
    /// Shows each IPN message the merchant's server receives in the event pane, with PayPal's word on it.
    static func receiveNotifications(_ configuration: Configuration, inbox: Inbox) -> Task<Void, Never>? {
        guard let feed = configuration.ipn, let baseURL = configuration.baseURL else { return nil }
        let merchant = MerchantIPN(baseURL: baseURL)
        return Task {
            for await message in feed.messages {
                inbox.post(.log(.callback, await merchant.summary(of: message)))
            }
        }
    }
}
