import Foundation
import Hummingbird

/// On the trainer's backend on PostgreSQL, hands each call under `/workspaces/NAME` to that workspace's own
/// backend, the prefix taken off, before anything of the trainer's sees it: the workspace reads the body,
/// checks its own credentials and journals the call, as if it had a port of its own.
struct WorkspaceRouting: RouterMiddleware {
    typealias Context = MockRequestContext

    let classroom: Classroom
    let clock: VirtualClock

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let (name, rest) = Self.split(request.head.path ?? "") else { return try await next(request, context) }
        let workspace: RoutedWorkspace
        do {
            guard let found = try await classroom.routed(named: name) else { throw RESTError.notFound("workspace", name) }
            workspace = found
        } catch {
            let answer = FailureShape(request).render(error, debugId: Identifier.correlationId(), now: clock.now(), path: request.uri.path)
            return try answer.response(from: request, context: context)
        }
        var head = request.head
        head.path = rest
        return try await workspace.respond(
            to: Request(head: head, body: request.body), context: MockRequestContext(routing: context, under: RoutedWorkspace.path(of: name)))
    }

    /// `/workspaces/trainee-07/v2/checkout/orders?x=1` → (`trainee-07`, `/v2/checkout/orders?x=1`); nil for any
    /// other target, or a name no workspace can have.
    static func split(_ target: String) -> (name: String, rest: String)? {
        let prefix = RoutedWorkspace.path(of: "")
        guard target.hasPrefix(prefix) else { return nil }
        let afterPrefix = target.dropFirst(prefix.count)
        let name = afterPrefix.prefix { $0 != "/" && $0 != "?" }
        guard WorkspaceRecord.isValid(name: name) else { return nil }
        let rest = afterPrefix.dropFirst(name.count)
        return (String(name), rest.hasPrefix("/") ? String(rest) : "/" + rest)
    }
}
