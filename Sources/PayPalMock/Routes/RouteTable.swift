import HTTPTypes
import Hummingbird

/// Registers routes whose answers the exchange middleware sends and journals, with PayPal's negative testing
/// and `PayPal-Request-Id` idempotency where a route takes part in them.
struct RouteTable {
    typealias Handler = @Sendable (Request, MockRequestContext) async throws -> WireResponse

    let router: Router<MockRequestContext>
    let idempotency: Idempotency

    /// `mock` names the operation when it honours `PayPal-Mock-Response`; `idempotent` the scope its
    /// `PayPal-Request-Id` answers are kept in.
    func on(
        _ method: HTTPRequest.Method, _ path: RouterPath, mock: MockableOperation? = nil, idempotent scope: IdempotencyScope? = nil,
        _ handler: @escaping Handler
    ) {
        let route = "\(method.rawValue) \(path)"
        let catalogRoute = IssueCatalog.route(method.rawValue, "\(path)")
        let idempotency = idempotency
        router.on(path, method: method) { request, context -> HTTPResponse.Status in
            do {
                try NegativeTesting.check(request, operation: mock)
                let answer = if let scope, let requestId = request.header(Idempotency.header) {
                    try await idempotency.answer(
                        IdempotencyKey(clientId: context.clientId ?? "", route: route, requestId: requestId), in: scope
                    ) { try await handler(request, context) }
                } else {
                    try await handler(request, context)
                }
                context.answer.put(answer)
                return answer.status
            } catch var error as RESTError {
                error.paypalDescription = IssueCatalog.description(route: catalogRoute, status: error.status, issue: error.issue)
                throw error
            }
        }
    }
}

extension Request {
    /// The bearer token of the `Authorization` header, if any.
    var bearerToken: String? {
        guard let value = headers[.authorization], value.lowercased().hasPrefix("bearer ") else { return nil }
        return String(value.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }

    func header(_ name: String) -> String? {
        HTTPField.Name(name).flatMap { headers[$0] }
    }
}
