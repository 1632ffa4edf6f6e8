import Foundation
import HTTPTypes
import Hummingbird

/// Registers the routes that stream, before the exchange middleware: they are neither journaled nor answered whole
/// (a shared screen's frames and its watches). Each declares its audience and is admitted as the route table's
/// routes are, before its body is read; a refusal takes the API's own shape.
struct StreamTable {
    let router: Router<MockRequestContext>
    let audiences: Audiences
    let declarations: RouteDeclarations
    /// How long a body may take to arrive, as on every other route (`BackendConfiguration.bodyTimeout`).
    let bodyTimeout: Duration

    /// `largestBody` bounds the body the handler may read (`Arrival.body`): a larger one is answered 413, a slow one
    /// 408, and the connection closed.
    func on<A: Audience>(
        _ method: HTTPRequest.Method, _ path: String, for audience: KeyPath<Audiences, A>, largestBody: Int = 0,
        _ handler: @escaping @Sendable (Arrival, A.Caller) async throws -> Response
    ) {
        let audience = audiences[keyPath: audience]
        declarations.declare(method, "\(RouterPath(path))", audience.name)
        let bodyTimeout = bodyTimeout
        router.on(RouterPath(path), method: method) { request, context in
            try await Self.answering(request, context) {
                let arrival = Arrival(request: request, context: context) { [context] in
                    try await context.received.reading { try await UnreadableBody.reading(request, upTo: largestBody, within: bodyTimeout) }
                }
                return try await handler(arrival, try await audience.admitting(arrival, context))
            }
        }
    }

    /// The answer, or a refusal in the API's own shape, with the audience that refused. As the exchange middleware
    /// does, a body not read to its end is not drained: the connection ends.
    private static func answering(_ request: Request, _ context: MockRequestContext, _ body: () async throws -> Response) async throws -> Response {
        do {
            return try await body()
        } catch {
            let refusal = FailureShape(request).render(error, debugId: Identifier.correlationId(), now: Date(), path: request.uri.path)
            var response = try refusal.response(from: request, context: context)
            if let refused = context.refusedBy.current { response.headers[.refusedAudience] = refused.rawValue }
            if refusal.closesConnection || !context.received.wasRead && ExchangeMiddleware.hasBody(request) {
                response.headers[.connection] = "close"
                context.channel.close(mode: .input, promise: nil)
            }
            return response
        }
    }
}
