import Foundation
import Hummingbird

/// `/v3/vault/…`: Vault v3 setup and payment tokens.
struct VaultRoutes: Surface {
    let vault: Vault

    init(_ parts: BackendParts) {
        vault = Vault(store: parts.store, clock: parts.clock, events: parts.events)
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/v3/vault/setup-tokens", for: \.restClient, idempotent: .vault) { request, context, _ in
            try Idempotency.require(in: request, "on Vault creates")
            let token = try await vault.scoped(to: context.clientId).createSetupToken(RESTBody.decode(TokenRequestBody.self, from: context.body))
            return try .rest(SetupTokenView(token, base: context.baseURL(of: request)), status: .created)
        }
        routes.on(.get, "/v3/vault/setup-tokens/:id", for: \.restClient) { request, context, _ in
            try .rest(SetupTokenView(try await vault.scoped(to: context.clientId).setupToken(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/v3/vault/payment-tokens", for: \.restClient, idempotent: .vault) { request, context, _ in
            try Idempotency.require(in: request, "on Vault creates")
            let token = try await vault.scoped(to: context.clientId).createPaymentToken(RESTBody.decode(TokenRequestBody.self, from: context.body))
            return try .rest(PaymentTokenView(token, base: context.baseURL(of: request)), status: .created)
        }
        routes.on(.get, "/v3/vault/payment-tokens", for: \.restClient) { request, context, _ in
            try await list(request, context, of: vault.scoped(to: context.clientId))
        }
        routes.on(.get, "/v3/vault/payment-tokens/:id", for: \.restClient) { request, context, _ in
            try .rest(PaymentTokenView(try await vault.scoped(to: context.clientId).paymentToken(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
        routes.on(.delete, "/v3/vault/payment-tokens/:id", for: \.restClient) { _, context, _ in
            try await vault.scoped(to: context.clientId).deletePaymentToken(id: context.parameters.require("id"))
            return WireResponse(status: .noContent, body: Data())
        }
    }

    /// `GET /v3/vault/payment-tokens?customer_id=…&page_size=5&page=1&total_required=false`.
    private func list(_ request: Request, _ context: MockRequestContext, of vault: Vault) async throws -> WireResponse {
        let query = request.uri.queryParameters
        guard let sent = query.get("customer_id") else {
            throw RESTError(status: 400, issue: "MISSING_REQUIRED_PARAMETER", description: "customer_id is missing.", field: "customer_id", location: "query")
        }
        let customerId = try VaultReading.checkedCustomerId(sent, field: "customer_id", location: "query")
        let pageSize = try positive(query.get("page_size"), name: "page_size", default: 5)
        let page = try positive(query.get("page"), name: "page", default: 1)
        let totalRequired = query.get("total_required")?.lowercased() == "true"
        let (tokens, total) = try await vault.paymentTokens(customerId: customerId, page: page, pageSize: pageSize)
        // Written so that no page_size or page a client sends can overflow.
        let pages = total == 0 ? 1 : (total - 1) / pageSize + 1
        let base = context.baseURL(of: request)
        func pageLink(_ number: Int, _ rel: String) -> LinkView {
            let query = [
                ("customer_id", customerId), ("page_size", String(pageSize)), ("page", String(number)), ("total_required", String(totalRequired)),
            ]
            return LinkView(href: LinkView.href("\(base)/v3/vault/payment-tokens", query: query), rel: rel, method: "GET")
        }
        var links = [pageLink(page, "self"), pageLink(1, "first"), pageLink(pages, "last")]
        if page > 1 { links.append(pageLink(min(page - 1, pages), "prev")) }
        if page < pages { links.append(pageLink(page + 1, "next")) }
        return try .rest(PaymentTokenListView(
            customer: CustomerView(id: customerId), paymentTokens: tokens.map { PaymentTokenView($0, base: base) },
            // The spec's total_items is 1 at least: an empty vault's list leaves it out.
            totalItems: totalRequired && total > 0 ? total : nil, totalPages: totalRequired ? pages : nil, links: links))
    }

    private func positive(_ text: String?, name: String, default value: Int) throws -> Int {
        guard let text else { return value }
        guard let number = Int(text), number >= 1 else {
            throw RESTError(status: 400, issue: "INVALID_PARAMETER_VALUE", description: "\(name) is a whole number from 1.", field: name, value: text, location: "query")
        }
        return number
    }
}
