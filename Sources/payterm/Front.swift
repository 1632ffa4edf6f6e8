import ArgumentParser
import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock

/// `payterm` (or `payterm run`): the merchant's demo app with the PayPal checkout library over it.
struct Front: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the merchant's demo app with the PayPal library over it (the default command).",
        discussion: """
            Starts the mock backend inside the process on a free loopback port (state in memory), unless \
            --backend names one started elsewhere with `payterm serve`, or --env none runs the library in demo \
            mode with canned data and no network at all. Press ? in the app for its keys.
            """)

    @Option(help: "The library's environment, as MPL's ENV_LIVE, ENV_SANDBOX, ENV_NONE: live, sandbox, or none (demo mode: no network, canned data).")
    var env: PayPalEnvironment = .sandbox

    @OptionGroup var backend: FrontBackendOption

    @Option(help: "A theme name (default, high-contrast, monochrome) or the path of a .theme file.")
    var theme: String?

    @Option(help: "The library's language: en_US, de_DE or ja_JP (default: from LANG, else en_US).")
    var lang: String?

    @OptionGroup(title: "Credentials: the library's application id, and the merchant server's (for preapprovals)")
    var credentials: CredentialOptions

    @Option(help: "The --backend's admin token: a classroom workspace's, or the one a `payterm serve --allow-remote` printed (default: PAYTERM_ADMIN_TOKEN).")
    var adminToken: String?

    @Flag(help: "Share the screen through the --backend, for a trainer or a class to watch (payterm watch, payterm classroom watch); nothing typed into a password or PIN field is shared.")
    var share = false

    func validate() throws {
        if share, backend.url == nil {
            throw ValidationError("--share shares the screen through the backend --backend names, where others watch it: add --backend.")
        }
        if let lang, Language(code: lang) == nil {
            throw ValidationError("--lang \(lang) is not a language of the library: use \(Language.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        if env == .demo, backend.url != nil {
            throw ValidationError("--env none is demo mode, which talks to no backend: drop --backend, or use --env sandbox with it.")
        }
        if adminToken != nil, backend.url == nil {
            throw ValidationError("--admin-token is for a backend started elsewhere, which --backend names; the one started inside this process needs none.")
        }
    }

    func run() async throws {
        try await runOnTerminal { configuration, services in try TerminalFront.run(configuration, services: services) }
    }

    /// The backend the flags name (none: one started inside this process), with the credentials and admin token
    /// its calls carry.
    var access: BackendAccess {
        BackendAccess(
            url: backend.url, credentials: credentials.resolved(),
            adminToken: backend.url == nil ? nil : adminToken ?? ProcessInfo.processInfo.environment["PAYTERM_ADMIN_TOKEN"])
    }

    /// Starts the PayPal `access` names (the flags' unless given), hands `front` the terminal's configuration and the
    /// services on a thread of its own, then stops that PayPal; a status other than 0 is thrown as the exit code.
    func runOnTerminal(
        on access: BackendAccess? = nil,
        _ front: @escaping @Sendable (TerminalFront.Configuration, @escaping @Sendable () async throws -> Services) throws -> Int32
    ) async throws {
        let looks = try TerminalLooks.load(theme)
        let access = access ?? self.access
        let (env, backendURL, merchant, token) = (env, access.url, access.credentials, access.adminToken)
        let exchanges = Self.stateFolder.appendingPathComponent("exchanges")
        let starting = Task {
            try await PayPalWiring.start(env: env, backend: backendURL, credentials: merchant, adminToken: token, exchangesFolder: exchanges)
        }
        var configuration = TerminalFront.Configuration(
            environment: env, theme: looks.theme, colors: looks.colors,
            backendDescription: PayPalWiring.description(env: env, backend: backendURL), language: language,
            keptCheckout: backendURL.map { KeptCheckoutFile(url: Self.stateFolder.appendingPathComponent("kept-checkout.json"), backend: $0.absoluteString) })
        // Shared where the flags point, also when a scenario plays in a workspace of its own there: the class
        // watches the backend it was told.
        if share, let url = backend.url {
            let admin = AdminClient(transport: HTTPTransport(baseURL: url), adminToken: self.access.adminToken)
            configuration.sharing = ScreenShare(through: admin, trainer: TrainerSecretFile().secret(for: url), theme: looks.theme, colors: looks.colors)
        }
        let services: @Sendable () async throws -> Services = { try await starting.value.services }
        let status: Int32
        do {
            status = try await TerminalLooks.onOwnThread { [configuration] in try front(configuration, services) }
        } catch {
            await configuration.sharing?.stop()
            await (try? starting.value)?.stop()
            throw error
        }
        await configuration.sharing?.stop()
        await (try? starting.value)?.stop()
        if status != 0 { throw ExitCode(status) }
    }

    /// PayTerm's state folder: where a checkout left at exit waits for the next run against the same `--backend`
    /// (payPalContext), and where the inspector writes exchanges as curl scripts.
    static var stateFolder: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent("payterm")
    }

    /// The language asked for, else the device's (LANG), else en_US, as the MPL falls back.
    var language: Language {
        lang.flatMap(Language.init(code:)) ?? ProcessInfo.processInfo.environment["LANG"].flatMap(Language.init(code:)) ?? .enUS
    }
}

extension PayPalEnvironment: ExpressibleByArgument {}

/// Where the front's calls go, and what they carry: the backend's URL (none: one started inside this process), the
/// merchant's and library's credentials, and the backend's admin token.
struct BackendAccess: Sendable {
    var url: URL?
    var credentials: Credentials
    var adminToken: String?
}
