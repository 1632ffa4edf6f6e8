import HTTPTypes
import Hummingbird

/// Registers routes whose answers the exchange middleware sends and journals.
struct RouteTable {
    typealias Handler = @Sendable (Request, MockRequestContext) async throws -> WireResponse

    let router: Router<MockRequestContext>

    func on(_ method: HTTPRequest.Method, _ path: RouterPath, _ handler: @escaping Handler) {
        router.on(path, method: method) { request, context -> HTTPResponse.Status in
            let answer = try await handler(request, context)
            context.answer.put(answer)
            return answer.status
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
