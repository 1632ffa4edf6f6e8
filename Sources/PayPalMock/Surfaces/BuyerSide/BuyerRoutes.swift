import Hummingbird

/// `/payterm/v1/buyer/…`: what the checkout library's screens call, with the buyer's session as a bearer token,
/// checked before a body is read.
struct BuyerRoutes: Surface {
    let buyers: BuyerSide
    let orders: CheckoutOrders
    let vault: Vault
    let credentials: Credentials

    struct InitializeBody: Decodable, Sendable {
        var applicationId: String?
    }

    init(_ parts: BackendParts) {
        (buyers, credentials) = (parts.buyers, parts.credentials)
        orders = CheckoutOrders(store: parts.store, clock: parts.clock, events: parts.events)
        vault = Vault(store: parts.store, clock: parts.clock, events: parts.events)
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/payterm/v1/buyer/initialize", for: \.anyone) { _, context, _ in
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
        routes.on(.post, "/payterm/v1/buyer/login", for: \.anyone) { _, context, _ in
            try .rest(try await buyers.logIn(RESTBody.decode(LoginBody.self, from: context.body)), status: .created)
        }
        routes.on(.get, "/payterm/v1/buyer/me", for: \.buyer) { request, _, buyer in
            try .rest(BuyerView(try buyer.account()))
        }
        routes.on(.get, "/payterm/v1/buyer/funding-sources", for: \.buyer) { request, _, buyer in
            try .rest(["funding_sources": BuyerView(try buyer.account()).fundingSources])
        }
        routes.on(.get, "/payterm/v1/buyer/addresses", for: \.buyer) { request, _, buyer in
            try .rest(["addresses": try buyer.account().addresses])
        }
        routes.on(.post, "/payterm/v1/buyer/pin", for: \.buyer) { request, context, buyer in
            let token = buyer.token
            return try .rest(try await buyers.createPIN(token: token, RESTBody.decode(CreatePINBody.self, from: context.body)), status: .created)
        }
        routes.on(.get, "/payterm/v1/buyer/payments/:payKey", for: \.buyer) { request, context, buyer in
            try .rest(try await buyers.review(payKey: context.parameters.require("payKey"), token: buyer.token))
        }
        routes.on(.post, "/payterm/v1/buyer/payments/:payKey/approve", for: \.buyer) { request, context, buyer in
            // An expired pay key is the news before an expired session: the service checks both, then reads the body.
            let body = context.body
            return try .rest(try await buyers.approve(payKey: context.parameters.require("payKey"), token: request.bearerToken ?? "") {
                try RESTBody.decode(ApproveBody.self, from: body)
            })
        }
        routes.on(.get, "/payterm/v1/buyer/orders/:id", for: \.buyer) { request, context, buyer in
            try orderView(try await buyers.order(id: context.parameters.require("id"), token: buyer.token), request, context)
        }
        routes.on(.post, "/payterm/v1/buyer/orders/:id/approve", for: \.buyer) { request, context, buyer in
            let token = buyer.token
            return try orderView(try await buyers.approve(
                orderId: context.parameters.require("id"), token: token, RESTBody.decode(ApproveBody.self, from: context.body)), request, context)
        }
        routes.on(.get, "/checkoutnow", for: \.anyone) { request, context, _ in
            try orderView(try await orders.order(id: checkoutToken(request)), request, context)
        }
        routes.on(.post, "/checkoutnow", for: \.anyone) { request, context, _ in
            try orderView(try await buyers.approve(
                orderId: checkoutToken(request), signingIn: RESTBody.decode(CheckoutApprovalBody.self, from: context.body)), request, context)
        }
        routes.on(.get, "/agreements/approve", for: \.anyone) { request, context, _ in
            try .rest(SetupTokenView(try await vault.setupToken(approvalSession: approvalSession(request)), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/agreements/approve", for: \.anyone) { request, context, _ in
            let body = try RESTBody.decode(CheckoutApprovalBody.self, from: context.body)
            return try .rest(SetupTokenView(try await buyers.approveSetupToken(approvalSession: approvalSession(request), signingIn: body), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/payterm/v1/buyer/setup-tokens/:id/approve", for: \.buyer) { request, context, buyer in
            let token = buyer.token
            let setup = try await buyers.approveSetupToken(
                id: context.parameters.require("id"), token: token, RESTBody.decode(ApproveBody.self, from: context.body))
            return try .rest(SetupTokenView(setup, base: context.baseURL(of: request)))
        }
        routes.on(.get, "/payterm/v1/buyer/preapprovals/:key", for: \.buyer) { request, context, buyer in
            try .rest(try await buyers.preapproval(key: context.parameters.require("key"), token: buyer.token))
        }
        routes.on(.post, "/payterm/v1/buyer/preapprovals/:key/agree", for: \.buyer) { request, context, buyer in
            let token = buyer.token
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
