import Hummingbird

/// `/payterm/v1/buyer/…`: what the checkout library's screens call, with the buyer's session as a bearer token,
/// checked before a body is read.
struct BuyerRoutes {
    let buyers: BuyerSide
    let orders: CheckoutOrders
    let vault: Vault
    let credentials: Credentials

    struct InitializeBody: Decodable, Sendable {
        var applicationId: String?
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/payterm/v1/buyer/initialize") { _, context in
            let body = try RESTBody.decode(InitializeBody.self, from: context.body)
            guard let applicationId = body.applicationId else {
                throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "application_id is missing.", field: "application_id")
            }
            guard credentials.acceptsApplicationId(applicationId) else {
                throw RESTError.unprocessable(
                    "INVALID_APPLICATION_ID", "\(applicationId) is not an application id this backend knows: use \(Credentials.sandboxApplicationId).",
                    field: "application_id")
            }
            return try .rest(["application_id": applicationId, "environment": "sandbox"])
        }
        routes.on(.post, "/payterm/v1/buyer/login") { _, context in
            try .rest(try await buyers.logIn(RESTBody.decode(LoginBody.self, from: context.body)), status: .created)
        }
        routes.on(.get, "/payterm/v1/buyer/me") { request, _ in
            try .rest(BuyerView(try await buyers.session(of: request).buyer))
        }
        routes.on(.get, "/payterm/v1/buyer/funding-sources") { request, _ in
            try .rest(["funding_sources": BuyerView(try await buyers.session(of: request).buyer).fundingSources])
        }
        routes.on(.get, "/payterm/v1/buyer/addresses") { request, _ in
            try .rest(["addresses": try await buyers.session(of: request).buyer.addresses])
        }
        routes.on(.post, "/payterm/v1/buyer/pin") { request, context in
            let token = try await buyers.session(of: request).token
            return try .rest(try await buyers.createPIN(token: token, RESTBody.decode(CreatePINBody.self, from: context.body)), status: .created)
        }
        routes.on(.get, "/payterm/v1/buyer/payments/:payKey") { request, context in
            try .rest(try await buyers.review(payKey: context.parameters.require("payKey"), token: buyers.session(of: request).token))
        }
        routes.on(.post, "/payterm/v1/buyer/payments/:payKey/approve") { request, context in
            // An expired pay key is the news before an expired session: the service checks both, then reads the body.
            let body = context.body
            return try .rest(try await buyers.approve(payKey: context.parameters.require("payKey"), token: request.bearerToken ?? "") {
                try RESTBody.decode(ApproveBody.self, from: body)
            })
        }
        routes.on(.get, "/payterm/v1/buyer/orders/:id") { request, context in
            try orderView(try await buyers.order(id: context.parameters.require("id"), token: buyers.session(of: request).token), request, context)
        }
        routes.on(.post, "/payterm/v1/buyer/orders/:id/approve") { request, context in
            let token = try await buyers.session(of: request).token
            return try orderView(try await buyers.approve(
                orderId: context.parameters.require("id"), token: token, RESTBody.decode(ApproveBody.self, from: context.body)), request, context)
        }
        routes.on(.get, "/checkoutnow") { request, context in
            try orderView(try await orders.order(id: checkoutToken(request)), request, context)
        }
        routes.on(.post, "/checkoutnow") { request, context in
            try orderView(try await buyers.approve(
                orderId: checkoutToken(request), signingIn: RESTBody.decode(CheckoutApprovalBody.self, from: context.body)), request, context)
        }
        routes.on(.get, "/agreements/approve") { request, context in
            try .rest(SetupTokenView(try await vault.setupToken(approvalSession: approvalSession(request)), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/agreements/approve") { request, context in
            let body = try RESTBody.decode(CheckoutApprovalBody.self, from: context.body)
            return try .rest(SetupTokenView(try await buyers.approveSetupToken(approvalSession: approvalSession(request), signingIn: body), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/payterm/v1/buyer/setup-tokens/:id/approve") { request, context in
            let token = try await buyers.session(of: request).token
            let setup = try await buyers.approveSetupToken(
                id: context.parameters.require("id"), token: token, RESTBody.decode(ApproveBody.self, from: context.body))
            return try .rest(SetupTokenView(setup, base: context.baseURL(of: request)))
        }
        routes.on(.get, "/payterm/v1/buyer/preapprovals/:key") { request, context in
            try .rest(try await buyers.preapproval(key: context.parameters.require("key"), token: buyers.session(of: request).token))
        }
        routes.on(.post, "/payterm/v1/buyer/preapprovals/:key/agree") { request, context in
            let token = try await buyers.session(of: request).token
            return try .rest(try await buyers.agree(
                key: context.parameters.require("key"), token: token, RESTBody.decode(AgreeBody.self, from: context.body)))
        }
    }

    private func orderView(_ snapshot: CheckoutOrders.Snapshot, _ request: Request, _ context: MockRequestContext) throws -> WireResponse {
        try .rest(OrderView(snapshot.order, payments: snapshot.payments, base: context.baseURL(of: request), detail: .representation))
    }

    /// The order id of an approve link, `/checkoutnow?token={id}`.
    private func checkoutToken(_ request: Request) throws -> String {
        try queryId(request, "token", "the order id")
    }

    /// The approval session of a setup token's approve link, `/agreements/approve?approval_session_id={id}`.
    private func approvalSession(_ request: Request) throws -> String {
        try queryId(request, "approval_session_id", "the approval session id")
    }

    private func queryId(_ request: Request, _ name: String, _ what: String) throws -> String {
        guard let id = request.uri.queryParameters.get(name) else {
            throw RESTError(status: 400, issue: "MISSING_REQUIRED_PARAMETER", description: "\(name) (\(what)) is missing.", field: name, location: "query")
        }
        return String(id)
    }
}
