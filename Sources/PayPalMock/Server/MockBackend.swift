import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// The mock PayPal backend, assembled: store, clock, services and routes.
public struct MockBackend: Sendable {
    public let configuration: BackendConfiguration
    let store: Store
    let clock: VirtualClock
    let journal: Journal
    let faults: FaultBoard
    /// What `configuration.importing` brought, when it named a file: "120 documents, 64 aliases, …".
    public let imported: String?
    /// Kept when the configuration asks for metrics.
    let metrics: BackendMetrics?
    /// The trainer's class; none in a trainee's workspace.
    let classroom: Classroom?
    let address: ServerAddress
    /// The screen a front shares through this backend, for watchers.
    let screen = ScreenHub()
    /// How it calls merchants' servers, and only those it may.
    let outbound: OutboundClient

    /// Opens the store (seeding it when new) and restores the clock it was left at.
    public init(configuration: BackendConfiguration) async throws {
        let store: Store = switch configuration.storage {
        case .file(let path): try Store.open(at: path)
        case .inMemory: try Store.inMemory()
        case .postgres(let address): try await Store.connect(to: address)
        }
        try await self.init(configuration: configuration, store: store, address: ServerAddress())
    }

    /// The backend on a store already open (a workspace's, in the trainer's PostgreSQL database), answering at `address`.
    init(configuration: BackendConfiguration, store: Store, address: ServerAddress) async throws {
        self.configuration = configuration
        self.store = store
        self.address = address
        imported = if let file = configuration.importing { try await store.importState(fromSQLite: file) } else { nil }
        try await store.seedIfEmpty()
        let setting = try await store.read { db in try db.setting(VirtualClock.Setting.self, key: AdminRoutes.clockSettingKey) }
        clock = VirtualClock(setting ?? .realTime)
        journal = Journal(store: store)
        faults = try await FaultBoard.open(store: store, armed: configuration.faults.rules)
        metrics = configuration.metrics ? BackendMetrics() : nil
        outbound = OutboundClient(
            policy: configuration.allowedMerchants, store: store, exchange: configuration.merchantExchange, logger: Logger(label: "payterm.outbound"),
            journal: journal, clock: clock)
        classroom = if let secret = configuration.trainerSecret, !configuration.isWorkspace {
            Classroom(trainer: configuration, secret: secret, store: store, address: address)
        } else {
            nil
        }
        try await classroom?.reopen()
    }

    /// Back to the seeded state, as `POST /payterm/v1/reset` does.
    func reset() async throws {
        try await AdminRoutes.reset(store: store, faults: faults, clock: clock)
    }

    /// Waits until every journal entry is written; call it after the server has stopped.
    public func drainJournal() async {
        await journal.drain()
    }

    /// The HTTP router with every route and the exchange middleware.
    func router() -> Router<MockRequestContext> {
        routes().router
    }

    /// The router, and what each of its routes declared of its audience: every surface of `SurfaceCatalog`. A
    /// route of the router that declared none stops the backend before it serves.
    func routes() -> (router: Router<MockRequestContext>, declarations: RouteDeclarations) {
        let router = Router(context: MockRequestContext.self)
        if let classroom, classroom.routesWorkspaces { router.add(middleware: WorkspaceRouting(classroom: classroom, clock: clock)) }
        let parts = BackendParts(self)
        let surfaces = SurfaceCatalog.surfaces.compactMap { $0.init(parts) }
        let (audiences, declarations) = (parts.audiences, RouteDeclarations())
        let streams = StreamTable(router: router, audiences: audiences, declarations: declarations, bodyTimeout: configuration.bodyTimeout)
        for surface in surfaces { surface.register(on: streams) }
        router.add(middleware: ExchangeMiddleware(
            clock: clock, sharedState: SharedState(store: store, clock: clock, faults: faults), journal: journal, metrics: metrics,
            noAnswerHold: configuration.noAnswerHold))
        let routes = RouteTable(
            router: router, audiences: audiences, declarations: declarations, idempotency: Idempotency(store: store, clock: clock), faults: faults,
            faultCalls: FaultCallReader(store: store), maxBodyBytes: configuration.maxBodyBytes, bodyTimeout: configuration.bodyTimeout)
        for surface in surfaces { surface.register(on: routes) }
        let declared = Set(declarations.all.map { "\($0.method) \($0.path)" })
        let undeclared = router.routes.filter { !declared.contains("\($0.method.rawValue) \($0.path)") }
        precondition(undeclared.isEmpty, "Routes without a declared audience: \(undeclared.map { "\($0.method) \($0.path)" })")
        return (router, declarations)
    }

    /// Serves until SIGTERM, SIGINT or SIGHUP, then drains: it takes no new connection, lets the requests under way
    /// finish (`BackendConfiguration.drainLimit` at most) and returns; `onRunning` learns the port it bound.
    public func serve(logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        var group = ServiceGroupConfiguration(
            services: [application(logger: logger, onRunning: onRunning)], gracefulShutdownSignals: [.sigterm, .sigint, .sighup], logger: logger)
        group.maximumGracefulShutdownDuration = configuration.drainLimit
        try await ServiceGroup(configuration: group).run()
        await closeWorkspaces()
    }

    /// Stops every workspace of the class that runs in this process: none outlives the trainer's backend.
    func closeWorkspaces() async {
        await classroom?.closeAll()
    }

    /// The server, ready to run; `onRunning` learns the port it bound (useful with port 0).
    public func application(
        logger: Logger = Logger(label: "payterm.backend"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let host = configuration.host
        OpenFileLimit.raise()
        return Application(
            router: router(),
            server: .http1(configuration: .init(additionalChannelHandlers: [IdleConnections(timeout: TimeAmount(configuration.idleTimeout))])),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "PayTerm"),
            services: [NotificationDelivery(backend: self, logger: logger)]
                + (classroom.map { $0.routesWorkspaces ? [ClassroomFollowing(classroom: $0)] : [] } ?? []),
            onServerRunning: { [address] channel in
                let port = channel.localAddress?.port ?? 0
                address.bound(host: host, port: port)
                await onRunning(port)
            },
            logger: logger)
    }
}
