import Foundation
import HTTPTypes
import Hummingbird

/// Wraps every request: gives it a debug id, reads its body within the size and time limits, turns any
/// failure into the API's own error shape, sends the answer with `Paypal-Debug-Id`, and journals the exchange.
struct ExchangeMiddleware: RouterMiddleware {
    typealias Context = MockRequestContext

    let clock: VirtualClock
    let sharedState: SharedState
    let journal: Journal
    let metrics: BackendMetrics?
    let maxBodyBytes: Int
    let bodyTimeout: Duration
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
            context.body = try await UnreadableBody.reading(request, upTo: maxBodyBytes, within: bodyTimeout)
            _ = try await next(request, context)
            answer = context.answer.take() ?? Surface(request).render(HTTPError(.notFound), debugId: context.debugId, now: clock.now(), path: path)
        } catch {
            answer = Surface(request).render(error, debugId: context.debugId, now: clock.now(), path: path)
        }
        var response = try answer.response(from: request, context: context)
        response.headers[HTTPField.Name("Paypal-Debug-Id")!] = context.debugId
        if let fault = context.fault.current { response.headers[HTTPField.Name("PayTerm-Fault")!] = fault.rule }
        let transportFault = context.fault.current.map(\.outcome).flatMap { $0.isTransport ? $0 : nil }
        // The rest of the body is not read: the connection ends after this answer instead of draining it.
        if answer.closesConnection, transportFault == nil { response.headers[.connection] = "close" }
        let elapsed = ContinuousClock.now - started
        let statusSent = Self.statusSent(answer, context.fault.current?.outcome)
        if !Self.isUnjournaled(request) {
            metrics?.record(path: path, status: statusSent, elapsed: elapsed)
            journal.record(Journal.Exchange(
                time: clock.now(), debugId: context.debugId, method: request.method.rawValue,
                path: Redaction.maskedPath(request.uri.description), status: statusSent,
                durationMilliseconds: Int(elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000),
                requestHeaders: request.headers.map { ($0.name.rawName, $0.value) }, requestBody: context.body,
                responseHeaders: response.headers.map { ($0.name.rawName, $0.value) }, responseBody: answer.body,
                fault: context.fault.current.map { "\($0.rule): \($0.outcome.summary)" }))
        }
        if let transportFault {
            return await TransportFault.carryOut(transportFault, answering: response, body: answer.body, on: context.channel, noAnswerHold: noAnswerHold)
        }
        if answer.closesConnection { context.channel.close(mode: .input, promise: nil) }
        return response
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
