import Foundation
import HTTPTypes
import Hummingbird

/// Registers routes whose answers the exchange middleware sends and journals. Each route declares its audience; the
/// table carries out the faults a tester armed, admits the caller before the body is read, then reads the body within
/// the backend's limits, and runs PayPal's negative testing and `PayPal-Request-Id` idempotency where a route takes
/// part.
///
/// Who may call is decided by the route the router matched, never by the path as sent: a path the router reads as a
/// REST route (`//v2/checkout/orders`, say) always has its token checked.
struct RouteTable {
    typealias Handler<Caller> = @Sendable (Request, MockRequestContext, Caller) async throws -> WireResponse

    let router: Router<MockRequestContext>
    let audiences: Audiences
    let declarations: RouteDeclarations
    let idempotency: Idempotency
    let faults: FaultBoard
    let faultCalls: FaultCallReader
    let maxBodyBytes: Int
    let bodyTimeout: Duration

    /// `audience` says who may call; `mock` names the operation when it honours `PayPal-Mock-Response`; `idempotent`
    /// the scope its `PayPal-Request-Id` answers are kept in; `renaming` gives, for an issue the operation's spec
    /// does not list, the one it lists for the same refusal. `faultable` is false for PayTerm's own routes: the admin
    /// API is how a tester takes faults away, and the health check is the load balancer's.
    func on<A: Audience>(
        _ method: HTTPRequest.Method, _ path: RouterPath, for audience: KeyPath<Audiences, A>, faultable: Bool? = nil, mock: MockableOperation? = nil,
        idempotent scope: IdempotencyScope? = nil, renaming issues: [String: String] = [:], _ handler: @escaping Handler<A.Caller>
    ) {
        let audience = audiences[keyPath: audience]
        let name = audience.name
        let faultable = faultable ?? !name.isAdministrative
        declarations.declare(method, "\(path)", name)
        let catalogRoute = IssueCatalog.route(method.rawValue, "\(path)")
        let (idempotency, faults, faultCalls, maxBodyBytes, bodyTimeout) = (idempotency, faults, faultCalls, maxBodyBytes, bodyTimeout)
        router.on(path, method: method) { request, context -> HTTPResponse.Status in
            var context = context
            do {
                let arrival = Arrival(request: request, context: context) { [context] in
                    try await context.received.reading { try await UnreadableBody.reading(request, upTo: maxBodyBytes, within: bodyTimeout) }
                }
                // A fault is the tester's network or PayPal failing: it comes before the caller is looked at.
                if faultable, let fault = await faults.take(await faultCalls.call(request, body: arrival.body, needs: faults.needs)) {
                    context.fault.put(fault)
                    guard try await Self.proceed(despite: fault) else { return .ok }
                }
                let caller = try await audience.admitting(arrival, context)
                context.clientId = audience.restClient(caller)
                context.body = try await arrival.body()
                try NegativeTesting.check(request, operation: mock, isREST: name.isREST)
                let answer = if let scope, let requestId = request.header(Idempotency.header) {
                    try await idempotency.answer(
                        IdempotencyKey(clientId: context.clientId ?? "", operation: Self.operation(method, request), requestId: requestId),
                        in: scope
                    ) { [context] in try await handler(request, context, caller) }
                } else {
                    try await handler(request, context, caller)
                }
                context.answer.put(answer)
                return answer.status
            } catch let refusal as AudienceRefusal {
                context.answer.put(refusal.answer)
                return refusal.answer.status
            } catch {
                guard var refusal = RESTError(error) else { throw error }
                refusal.issue = issues[refusal.issue] ?? refusal.issue
                refusal.paypalDescription = IssueCatalog.description(route: catalogRoute, status: refusal.status, issue: refusal.issue) ?? refusal.paypalDescription
                throw refusal
            }
        }
    }

    /// Carries out the part of a fault that comes before the call: a wait, or a refusal in place of the call, in
    /// PayPal's own words, those its specs give the issue or else its status's (the fault's name is in the answer's
    /// `PayTerm-Fault` header, the journal and PayTerm's explanation, which a client shows no buyer or merchant).
    /// False when the call must not run (the connection's fault is the middleware's to carry out).
    private static func proceed(despite fault: (rule: String, outcome: FaultOutcome)) async throws -> Bool {
        switch fault.outcome {
        case .latency(let range):
            try await Task.sleep(for: .milliseconds(Int.random(in: range)))
        case .restError(let status, let issue):
            var refusal = RESTError(status: status, issue: issue, description: "Fault \(fault.rule), armed by a tester, answered; nothing was changed.")
            refusal.paypalDescription = IssueCatalog.anyDescription(of: issue) ?? refusal.nameAndMessage.message
            throw refusal
        case .adaptiveError(let id):
            throw AdaptiveFailure(AdaptiveError(id, AdaptiveError.wording(of: id)))
        case .resetBeforeAnswer, .noAnswer:
            return false
        case .closeAfterCommit, .truncatedBody, .pass:
            break
        }
        return true
    }

    /// The operation on the one resource a `PayPal-Request-Id` is keyed to: the method and the path as the router
    /// read it, its empty segments folded (a capture of order A and one of order B are different operations).
    static func operation(_ method: HTTPRequest.Method, _ request: Request) -> String {
        "\(method.rawValue) /" + request.uri.path.split(separator: "/").joined(separator: "/")
    }
}

extension Request {
    /// The bearer token of the `Authorization` header, if any.
    var bearerToken: String? {
        guard let value = headers[.authorization], value.lowercased().hasPrefix("bearer ") else { return nil }
        return String(value.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }

    /// The user and password of a basic `Authorization` header, if any.
    var basicCredentials: (user: String, password: String)? {
        guard let value = headers[.authorization], value.lowercased().hasPrefix("basic "),
              let decoded = Data(base64Encoded: String(value.dropFirst("basic ".count)).trimmingCharacters(in: .whitespaces)),
              let text = String(data: decoded, encoding: .utf8), let colon = text.firstIndex(of: ":") else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    func header(_ name: String) -> String? {
        HTTPField.Name(name).flatMap { headers[$0] }
    }
}
