import Foundation
import Hummingbird

/// The API behind the Braintree-hosted page "Connect with Braintree" opens, as the terminal draws it:
/// `GET /oauth/connect?…` describes the page, `POST /oauth/connect/login` or `/signup` logs the merchant in, and
/// `POST /oauth/connect?…` with their decision answers where to send them back. JSON, snake_case; no credentials
/// but the merchant's own login.
struct BraintreeConnectRoutes: Surface {
    let connect: BraintreeConnect

    init(_ parts: BackendParts) {
        connect = BraintreeConnect(store: parts.store, clock: parts.clock, application: parts.braintree.application, merchant: parts.braintree.merchant)
    }

    func register(on routes: RouteTable) {
        let connect = connect
        on(routes, .get, "/oauth/connect") { request, _ in
            try Self.json(ConnectViews.Page(Self.connectRequest(request, connect), application: connect.application))
        }
        on(routes, .post, "/oauth/connect") { request, context in
            let connectRequest = try Self.connectRequest(request, connect)
            let body = try BodyDecoding.decode(ConnectDecisionBody.self, from: context.body, keys: .convertFromSnakeCase)
            guard let decision = body.decision.flatMap(BraintreeConnect.Decision.init(rawValue:)) else {
                throw BraintreeConnect.Refusal(status: 400, error: "invalid_request", description: "The decision must be agree, deny or finish_later.")
            }
            let url = try await connect.decide(decision, on: connectRequest, session: request.bearerToken)
            return try Self.json(ConnectViews.Redirect(redirectUrl: url))
        }
        on(routes, .post, "/oauth/connect/login") { _, context in
            let body = try BodyDecoding.decode(ConnectLoginBody.self, from: context.body, keys: .convertFromSnakeCase)
            return try Self.json(ConnectViews.LoggedIn(try await connect.logIn(email: body.email ?? "", password: body.password ?? "")))
        }
        on(routes, .post, "/oauth/connect/signup") { _, context in
            let body = try BodyDecoding.decode(ConnectLoginBody.self, from: context.body, keys: .convertFromSnakeCase)
            let loggedIn = try await connect.signUp(email: body.email ?? "", password: body.password ?? "", businessName: body.businessName ?? "")
            return try Self.json(ConnectViews.LoggedIn(loggedIn), status: .created)
        }
    }

    private func on(
        _ routes: RouteTable, _ method: HTTPRequest.Method, _ path: String,
        _ handler: @escaping @Sendable (Request, MockRequestContext) async throws -> WireResponse
    ) {
        routes.on(method, RouterPath(path), for: \.anyone) { request, context, _ in
            do {
                return try await handler(request, context)
            } catch let problem as ConnectRequest.Problem {
                return try Self.json(ConnectViews.Problem(error: problem.error, errorDescription: problem.description), status: .badRequest)
            } catch let refusal as BraintreeConnect.Refusal {
                let problem = ConnectViews.Problem(error: refusal.error, errorDescription: refusal.description, lockedUntil: refusal.lockedUntil.map(Timestamp.rest))
                return try Self.json(problem, status: HTTPResponse.Status(code: refusal.status))
            } catch let problem as BodyProblem {
                return try Self.json(ConnectViews.Problem(error: "invalid_request", errorDescription: problem.sentence), status: .badRequest)
            }
        }
    }

    /// The connect URL's query, decoded pair by pair (`user[email]`, `business[name]` as they come).
    private static func connectRequest(_ request: Request, _ connect: BraintreeConnect) throws(ConnectRequest.Problem) -> ConnectRequest {
        let pairs = FormEncoding.pairs(request.uri.query ?? "").map { pair in
            (name: FormEncoding.unescape(pair.name) ?? "", value: pair.value.flatMap(FormEncoding.unescape) ?? "")
        }
        return try ConnectRequest(pairs, application: connect.application)
    }

    private static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> WireResponse {
        try WireResponse.rest(value, status: status)
    }
}
