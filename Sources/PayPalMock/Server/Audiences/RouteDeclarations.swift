import HTTPTypes
import Synchronization

/// A route as registered: its method, its path as the router holds it, and the audience it declared.
struct RouteDeclaration: Hashable, Sendable {
    let method: String
    let path: String
    let audience: AudienceName
}

/// Every route's declaration, as the route table and the screen's routes register them: what the audience table
/// test reviews, and what the backend checks its router against before it serves.
final class RouteDeclarations: Sendable {
    private let declared = Mutex<[RouteDeclaration]>([])

    func declare(_ method: HTTPRequest.Method, _ path: String, _ audience: AudienceName) {
        declared.withLock { $0.append(RouteDeclaration(method: method.rawValue, path: path, audience: audience)) }
    }

    var all: [RouteDeclaration] { declared.withLock { $0 } }
}
