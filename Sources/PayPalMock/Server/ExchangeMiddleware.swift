import Foundation
import HTTPTypes
import Hummingbird

/// Wraps every request: gives it a debug id, turns any failure into the API's own error shape, sends the answer
/// with `Paypal-Debug-Id`, and journals the exchange. The route table reads the body, once the route's audience
/// admitted the caller: a call refused before then ends its connection after the answer, its body unread.
struct ExchangeMiddleware: RouterMiddleware {
    typealias Context = MockRequestContext

    let clock: VirtualClock
    let sharedState: SharedState
    let journal: Journal
    let metrics: BackendMetrics?
    let noAnswerHold: Duration

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        var context = context
        context.debugId = Identifier.correlationId()
        // A store that cannot be read now fails the call itself, in the API's own shape.
        try? await sharedState.refresh()
        let path = request.uri.path
        let answer: WireResponse
        do {
            _ = try await next(request, context)
            answer = context.answer.current ?? FailureShape(request).render(HTTPError(.notFound), debugId: context.debugId, now: clock.now(), path: path)
        } catch {
            answer = FailureShape(request).render(error, debugId: context.debugId, now: clock.now(), path: path)
        }
        var response = try answer.response(from: request, context: context)
        response.headers[HTTPField.Name("Paypal-Debug-Id")!] = context.debugId
        if let fault = context.fault.current { response.headers[HTTPField.Name("PayTerm-Fault")!] = fault.rule }
        if let refused = context.refusedBy.current { response.headers[.refusedAudience] = refused.rawValue }
        let transportFault = context.fault.current.map(\.outcome).flatMap { $0.isTransport ? $0 : nil }
        // The rest of the body is not read: the connection ends after this answer instead of draining it.
        let closes = answer.closesConnection || (!context.received.wasRead && Self.hasBody(request))
        if closes, transportFault == nil { response.headers[.connection] = "close" }
        let elapsed = ContinuousClock.now - started
        let statusSent = Self.statusSent(answer, context.fault.current?.outcome)
        if !Self.isUnjournaled(request) {
            metrics?.record(path: path, status: statusSent, elapsed: elapsed)
            journal.record(Journal.Exchange(
                time: clock.now(), debugId: context.debugId, method: request.method.rawValue,
                path: Redaction.maskedPath(request.uri.description), status: statusSent,
                durationMilliseconds: Int(elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000),
                requestHeaders: request.headers.map { ($0.name.rawName, $0.value) }, requestBody: context.received.current ?? Data(),
                responseHeaders: response.headers.map { ($0.name.rawName, $0.value) }, responseBody: answer.body,
                fault: context.fault.current.map { "\($0.rule): \($0.outcome.summary)" }))
        }
        if let transportFault {
            return await TransportFault.carryOut(transportFault, answering: response, body: answer.body, on: context.channel, noAnswerHold: noAnswerHold)
        }
        if closes { context.channel.close(mode: .input, promise: nil) }
        return response
    }

    /// Whether the request came with a body (which nothing read if the call was refused before it).
    static func hasBody(_ request: Request) -> Bool {
        request.headers[.transferEncoding] != nil || (request.headers[.contentLength].flatMap { Int($0) } ?? 0) > 0
    }

    /// The status the client saw: none (0) when a fault kept the answer from it.
    private static func statusSent(_ answer: WireResponse, _ fault: FaultOutcome?) -> Int {
        switch fault {
        case .resetBeforeAnswer?, .closeAfterCommit?, .noAnswer?: 0
        default: answer.status.code
        }
    }

    /// Reading the journal (the list or one entry) is neither journaled nor counted: it would push out what the
    /// reader came for; nor are the calls of a load balancer's health check and Prometheus, which come every few
    /// seconds (whichever way the health check asks).
    private static func isUnjournaled(_ request: Request) -> Bool {
        let path = request.uri.path
        if path == HealthRoutes.path { return HealthRoutes.methods.contains(request.method) }
        return request.method == .get && (path == "/payterm/v1/journal" || path.hasPrefix("/payterm/v1/journal/") || path == MetricsRoutes.path)
    }
}
