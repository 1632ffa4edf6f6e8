import ArgumentParser
import Foundation
import Logging
import PayPalMock

/// `payterm serve`: the mock PayPal backend on its own.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the mock PayPal backend (Adaptive Payments, OAuth2, Orders v2, Payments v2, Vault v3, Webhooks v1, buyer side) over HTTP.",
        discussion: """
            Prints the base URL, the credentials it accepts and the seeded buyer accounts, then serves until \
            Ctrl-C, SIGTERM or SIGHUP, when it lets the requests under way finish (10 s at most) and stops. State is \
            kept in SQLite, so it survives a restart; --in-memory forgets it on exit.

            Credentials come from the flags, else from PAYTERM_CLIENT_ID, PAYTERM_CLIENT_SECRET, \
            PAYTERM_API_USERNAME, PAYTERM_API_PASSWORD, PAYTERM_API_SIGNATURE, PAYTERM_APP_ID, \
            PAYTERM_BRAINTREE_MERCHANT_ID, PAYTERM_BRAINTREE_PUBLIC_KEY, PAYTERM_BRAINTREE_PRIVATE_KEY, \
            PAYTERM_BRAINTREE_OAUTH_CLIENT_ID and PAYTERM_BRAINTREE_OAUTH_CLIENT_SECRET, else defaults.

            It can hold a class (payterm classroom): on its first start it makes the trainer's secret, prints it \
            that once and keeps it in $XDG_DATA_HOME/payterm/trainer-secret (else ~/.local/share/payterm/, readable \
            by you alone), where payterm classroom on this machine reads it; only calls carrying it make, list, \
            watch and remove workspaces. PAYTERM_TRAINER_SECRET gives it instead, for every process of a class on \
            one PostgreSQL database.
            """)

    @Option(help: "The address to listen on. Only loopback addresses unless --allow-remote is given.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Flag(help: "Allow a --host that other machines can reach. The backend has test credentials only: think twice.")
    var allowRemote = false

    @Option(help: "The SQLite database file to keep state in.")
    var db: String = Serve.defaultDatabasePath

    @Flag(help: "Keep state in memory only; nothing survives the process.")
    var inMemory = false

    @Option(help: ArgumentHelp(
        "Keep state in a PostgreSQL database instead, shared by every payterm serve given the same one (also PAYTERM_STORE).",
        valueName: "postgres://user[:password]@host[:port]/database"))
    var store: String?

    @Option(name: .customLong("import"), help: ArgumentHelp(
        "Copy the state a SQLite file keeps (another backend's --db) into this backend's store before serving; the store must hold none yet.",
        valueName: "file"))
    var importing: String?

    @Flag(help: "Answer GET /payterm/v1/metrics in Prometheus's text format: requests and latencies by API, outbox depth, journal drops.")
    var metrics = false

    @Option(help: "A JSON file of faults to arm at start: a list of rules as POST /payterm/v1/faults takes them (Docs/reference/faults.md).")
    var faults: String?

    @Option(name: .customLong("merchant-listener"), help: ArgumentHelp(
        "A merchant's server this backend may post IPN messages, webhook events and shipping callbacks to (repeat it for more; also PAYTERM_MERCHANT_LISTENERS, comma-separated). It calls no other address; a payterm front started with --backend registers its own listener.",
        valueName: "host:port"))
    var merchantListeners: [String] = []

    @OptionGroup(title: "Credentials")
    var credentials: CredentialOptions

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel: Logger.Level = .info

    func validate() throws {
        guard allowRemote || BackendConfiguration.isLoopback(host) else {
            throw ValidationError("--host \(host) is reachable from other machines. Use 127.0.0.1, or add --allow-remote if you mean it.")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
        guard store == nil || (!inMemory && db == Serve.defaultDatabasePath) else {
            throw ValidationError("--store keeps the state in PostgreSQL: leave out --db and --in-memory.")
        }
        for listed in listedMerchants where MerchantAddress.listed(listed) == nil {
            throw ValidationError("--merchant-listener \(listed) is not host:port with an address or a name that resolves, like 127.0.0.1:8090.")
        }
    }

    /// --merchant-listener's, and PAYTERM_MERCHANT_LISTENERS's.
    private var listedMerchants: [String] {
        let environment = ProcessInfo.processInfo.environment["PAYTERM_MERCHANT_LISTENERS"]?.split(separator: ",").map(String.init) ?? []
        return (merchantListeners + environment).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() async throws {
        let remote = !BackendConfiguration.isLoopback(host)
        let adminToken = remote ? ProcessInfo.processInfo.environment["PAYTERM_ADMIN_TOKEN"] ?? BackendConfiguration.newAdminToken() : nil
        var configuration = BackendConfiguration(
            host: host, port: port, storage: storage, credentials: credentials.resolved(), adminToken: adminToken)
        if let faults { configuration.faults = try Self.armedFaults(from: faults) }
        let trainerFile = TrainerSecretFile()
        let trainer = try trainerFile.forServing()
        configuration.trainerSecret = trainer.secret
        configuration.drillReferee = FlowsDrillReferee()
        configuration.metrics = metrics
        configuration.importing = importing
        configuration.allowedMerchants = OutboundPolicy(listeners: Set(listedMerchants.flatMap { MerchantAddress.listed($0) ?? [] }))
        let backend: MockBackend
        do {
            backend = try await MockBackend(configuration: configuration)
        } catch let refusal as ClassOfAnotherTrainer {
            throw CommandFailure("\(refusal)")
        } catch let refusal as StoreNotEmpty {
            throw CommandFailure("Nothing was imported. \(refusal)")
        } catch let error as CocoaError where error.code == .fileNoSuchFile {
            throw CommandFailure("Nothing was imported: there is no file \(importing ?? "").")
        } catch {
            if case .postgres = configuration.storage { throw CommandFailure("\(error)") }
            throw CommandFailure("Could not open the database at \(db) (\(error.localizedDescription)). Pass --db with a writable path, or --in-memory.")
        }
        var logger = Logger(label: "payterm.serve")
        logger.logLevel = logLevel
        if let imported = backend.imported {
            // Before the banner, which writes unbuffered.
            FileHandle.standardOutput.write(Data("Imported from \(importing ?? ""): \(imported).\n".utf8))
        }
        let banner = StartBanner(configuration: configuration, trainer: trainer, trainerFile: trainerFile.secretFile)
        do {
            try await backend.serve(logger: logger) { [host] port in
                banner.print(port: port)
                trainerFile.started(Self.reachedHere(host: host, port: port))
            }
        } catch where BackendConfiguration.isAddressInUse(error) {
            throw CommandFailure("Port \(port) on \(host) is in use (another payterm serve?). Pick another with --port, or --port 0 for a free one.")
        }
        await backend.drainJournal()
        print("PayTerm backend stopped.")
    }

    /// How this machine reaches a backend bound to `host`: one bound to every address, on loopback.
    private static func reachedHere(host: String, port: Int) -> URL {
        let here = ["0.0.0.0", "::", "[::]"].contains(host) ? "127.0.0.1" : BackendConfiguration.urlHost(host)
        return URL(string: "http://\(here):\(port)")!
    }

    /// --store, else PAYTERM_STORE (unless --db or --in-memory chose), else --in-memory, else the --db file.
    private var storage: BackendConfiguration.Storage {
        let chosen = inMemory || db != Serve.defaultDatabasePath
        if let address = store ?? (chosen ? nil : ProcessInfo.processInfo.environment["PAYTERM_STORE"]) { return .postgres(address: address) }
        return inMemory ? .inMemory : .file(path: db)
    }

    private static func armedFaults(from path: String) throws -> ArmedFaults {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("Could not read the fault file \(path).") }
        do {
            return try ArmedFaults(json: data)
        } catch {
            throw CommandFailure("The fault file \(path) has a problem: \(error.description).")
        }
    }

    static var defaultDatabasePath: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent("payterm/backend.sqlite").path
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
