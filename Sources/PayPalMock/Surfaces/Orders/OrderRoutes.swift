import Foundation
import Hummingbird

/// `/v2/checkout/orders…`: Orders v2.
struct OrderRoutes: Surface {
    let orders: CheckoutOrders

    init(_ parts: BackendParts) {
        orders = CheckoutOrders(store: parts.store, clock: parts.clock, events: parts.events)
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/v2/checkout/orders", for: \.restClient, mock: .createOrder, idempotent: .orders) { request, context, _ in
            let body = try RESTBody.decode(OrderRequestBody.self, from: context.body)
            if body.paymentSource != nil { try Idempotency.require(in: request, "when the order carries payment_source") }
            let snapshot = try await orders.scoped(to: context.clientId).create(body)
            return try view(snapshot, request, context, status: .created)
        }
        routes.on(.get, "/v2/checkout/orders/:id", for: \.restClient, mock: .getOrder) { request, context, _ in
            try view(try await orders.scoped(to: context.clientId).order(id: context.parameters.require("id")), request, context, detail: .representation)
        }
        routes.on(.patch, "/v2/checkout/orders/:id", for: \.restClient, mock: .patchOrder) { _, context, _ in
            try await orders.scoped(to: context.clientId).patch(id: context.parameters.require("id"), RESTBody.decode([PatchOperationBody].self, from: context.body))
            return WireResponse(status: .noContent, body: Data())
        }
        routes.on(.post, "/v2/checkout/orders/:id/confirm-payment-source", for: \.restClient, idempotent: .orders) { request, context, _ in
            let snapshot = try await orders.scoped(to: context.clientId).confirmPaymentSource(id: context.parameters.require("id"), RESTBody.decode(ConfirmBody.self, from: context.body))
            return try view(snapshot, request, context)
        }
        // The tracking specs list another issue than the rest of Orders for a body or a value that cannot be read.
        let track = "/v2/checkout/orders/:id/track"
        routes.on(.post, RouterPath(track), for: \.restClient, idempotent: .orders, renaming: ["MALFORMED_REQUEST_JSON": "INVALID_PARAMETER_SYNTAX"]) { request, context, _ in
            let body = try RESTBody.decode(OrderTrackerBody.self, from: context.body)
            let (snapshot, added) = try await orders.scoped(to: context.clientId).track(id: context.parameters.require("id"), body)
            return try view(snapshot, request, context, status: added ? .created : .ok, detail: .representation)
        }
        let tracker = "/v2/checkout/orders/:id/trackers/:tracker_id"
        routes.on(.patch, RouterPath(tracker), for: \.restClient, renaming: ["INVALID_PARAMETER_SYNTAX": "INVALID_PARAMETER_VALUE"]) { _, context, _ in
            try await orders.scoped(to: context.clientId).updateTracker(
                orderId: context.parameters.require("id"), trackerId: context.parameters.require("tracker_id"),
                RESTBody.decode([PatchOperationBody].self, from: context.body))
            return WireResponse(status: .noContent, body: Data())
        }
        for action in OrderIntent.allCases {
            let path = RouterPath("/v2/checkout/orders/:id/\(action.rawValue.lowercased())")
            routes.on(.post, path, for: \.restClient, mock: action == .capture ? .captureOrder : .authorizeOrder, idempotent: .orders) { request, context, _ in
                try view(try await orders.scoped(to: context.clientId).complete(id: context.parameters.require("id"), as: action), request, context, status: .created)
            }
        }
    }

    private func view(
        _ snapshot: CheckoutOrders.Snapshot, _ request: Request, _ context: MockRequestContext, status: HTTPResponse.Status = .ok, detail: OrderView.Detail? = nil
    ) throws -> WireResponse {
        try .rest(OrderView(snapshot.order, payments: snapshot.payments, base: context.baseURL(of: request), detail: detail ?? request.preferredDetail), status: status)
    }
}

extension Request {
    /// `Prefer: return=representation` asks for the whole resource; PayPal's default is `return=minimal`.
    var preferredDetail: OrderView.Detail {
        header("Prefer")?.lowercased().contains("return=representation") == true ? .representation : .minimal
    }
}
