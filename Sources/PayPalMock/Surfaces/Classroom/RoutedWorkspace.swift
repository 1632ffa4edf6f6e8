import Hummingbird
import Logging

/// A workspace of a trainer's backend on PostgreSQL: its state is a schema of the trainer's database, and it has
/// no port of its own. Every process on that database answers its calls under `/workspaces/NAME` of its own
/// address, so a load balancer in front of them reaches it too, and each process delivers its webhooks and IPN
/// (each delivery claimed by one).
final class RoutedWorkspace: Sendable {
    /// Where a routed workspace's calls go on the trainer's backend.
    static func path(of name: String) -> String { "/workspaces/" + name }

    private let backend: MockBackend
    private let responder: RouterResponder<MockRequestContext>

    var screen: ScreenHub { backend.screen }
    private let delivery: Task<Void, Never>

    private init(backend: MockBackend, logger: Logger) {
        self.backend = backend
        responder = backend.router().buildResponder()
        delivery = Task {
            try? await NotificationDelivery(backend: backend, logger: logger).run()
        }
    }

    /// Opens the workspace's backend in its schema of `trainerStore`, made now if new; nil when the workspace was
    /// removed meanwhile.
    static func open(
        _ workspace: WorkspaceRecord, configuration: BackendConfiguration, trainerStore: Store, trainerAddress: ServerAddress
    ) async throws -> RoutedWorkspace? {
        guard let store = try await trainerStore.workspaceStore(id: workspace.id) else { return nil }
        let address = ServerAddress(under: trainerAddress, path: path(of: workspace.name))
        let backend = try await MockBackend(configuration: configuration, store: store, address: address)
        return RoutedWorkspace(backend: backend, logger: Logger(label: "payterm.workspace.\(workspace.name)"))
    }

    /// Answers a call the trainer's backend routed here, the workspace's path taken off.
    func respond(to request: Request, context: MockRequestContext) async throws -> Response {
        try await responder.respond(to: request, context: context)
    }

    func reset() async throws {
        try await backend.reset()
    }

    /// Stops its deliveries and writes what its journal still holds.
    func close() async {
        delivery.cancel()
        await delivery.value
        await backend.drainJournal()
    }
}
