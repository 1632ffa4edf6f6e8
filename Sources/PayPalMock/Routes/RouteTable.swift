import Foundation
import HTTPTypes
import Hummingbird

/// Registers routes whose answers the exchange middleware sends and journals, with the REST token check,
/// PayPal's negative testing and `PayPal-Request-Id` idempotency where a route takes part in them.
///
/// Whether a call needs an access token is decided by the route it matched, never by the path as sent: a path
/// the router reads as a REST route (`//v2/checkout/orders`, say) always has its token checked.
struct RouteTable {
    typealias Handler = @Sendable (Request, MockRequestContext) async throws -> WireResponse

    let router: Router<MockRequestContext>
    let idempotency: Idempotency
    let tokens: AccessTokens
    /// The admin API's token, when the backend binds anything but loopback, and always in a classroom workspace.
    let adminToken: String?
    let faults: FaultBoard
    let faultCalls: FaultCallReader

    /// `mock` names the operation when it honours `PayPal-Mock-Response`; `idempotent` the scope its
    /// `PayPal-Request-Id` answers are kept in; `renaming` gives, for an issue the operation's spec does not list,
    /// the one it lists for the same refusal.
    func on(
        _ method: HTTPRequest.Method, _ path: RouterPath, mock: MockableOperation? = nil, idempotent scope: IdempotencyScope? = nil,
        renaming issues: [String: String] = [:], _ handler: @escaping Handler
    ) {
        let catalogRoute = IssueCatalog.route(method.rawValue, "\(path)")
        let needsToken = Self.needsToken("\(path)")
        let isAdmin = Self.isAdmin("\(path)")
        // The health check is the load balancer's, which has no admin token.
        let adminToken = "\(path)" == HealthRoutes.path ? nil : adminToken
        let isREST = needsToken || "\(path)" == OAuthRoutes.tokenPath
        let (idempotency, tokens, faults, faultCalls) = (idempotency, tokens, faults, faultCalls)
        router.on(path, method: method) { request, context -> HTTPResponse.Status in
            var context = context
            do {
                // The admin API is never faulted: it is how a tester takes faults away.
                if !isAdmin, let fault = await faults.take(await faultCalls.call(request, body: context.body, needs: faults.needs)) {
                    context.fault.put(fault)
                    guard try await Self.proceed(despite: fault) else { return .ok }
                }
                if needsToken { context.clientId = try await tokens.check(authorization: request.headers[.authorization]) }
                if isAdmin, let adminToken { try Self.checkAdmin(request, token: adminToken) }
                try NegativeTesting.check(request, operation: mock, isREST: isREST)
                let answer = if let scope, let requestId = request.header(Idempotency.header) {
                    try await idempotency.answer(
                        IdempotencyKey(clientId: context.clientId ?? "", operation: Self.operation(method, request), requestId: requestId),
                        in: scope
                    ) { [context] in try await handler(request, context) }
                } else {
                    try await handler(request, context)
                }
                context.answer.put(answer)
                return answer.status
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

    /// REST routes (`/v1/…`, `/v2/…`, `/v3/…`) need an access token, but for the token endpoint itself.
    static func needsToken(_ route: String) -> Bool {
        route != OAuthRoutes.tokenPath && ["/v1/", "/v2/", "/v3/"].contains { route.hasPrefix($0) }
    }

    /// PayTerm's admin API: `/payterm/v1/…` but the buyer side, which the checkout library calls.
    static func isAdmin(_ route: String) -> Bool {
        route.hasPrefix("/payterm/v1/") && !route.hasPrefix("/payterm/v1/buyer/")
    }

    static let adminTokenHeader = "X-PayTerm-Admin-Token"

    static func checkAdmin(_ request: Request, token: String) throws {
        guard ConstantTime.equal(Array((request.header(adminTokenHeader) ?? "").utf8), Array(token.utf8)) else {
            throw RESTError.unauthorized(
                "ADMIN_TOKEN_REQUIRED",
                "This backend's admin API needs its token in \(adminTokenHeader): the one payterm serve --allow-remote printed, or, for a "
                    + "classroom workspace, the one payterm classroom add printed with its commands (--admin-token).")
        }
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
