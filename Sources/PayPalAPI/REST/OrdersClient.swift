import PayPalVocabulary

/// Orders v2 (`/v2/checkout/orders`): a merchant's server creates an order, the buyer approves it, the server
/// captures it, or authorizes it to capture later through `PaymentsClient`.
///
/// Calls that change something take a `requestId` (`PayPal-Request-Id`): the same id again answers as the first
/// call did and does nothing more, so a call whose answer was lost can be sent again. Answers that are orders
/// are asked for whole (`Prefer: return=representation`) unless `prefer` says otherwise.
public struct OrdersClient: Sendable {
    private let rest: RESTCaller

    /// Calls go to `transport`'s backend with access tokens from `tokens`, which may be shared with other clients.
    public init(transport: HTTPTransport, tokens: OAuthClient) {
        rest = RESTCaller(transport: transport, tokens: tokens)
    }

    /// `POST /v2/checkout/orders`. An order with a `paymentSource` needs a `requestId`.
    public func create(
        _ order: OrderRequest, requestId: String? = nil, prefer: ReturnPreference = .representation
    ) async throws(PayPalAPIError) -> Order {
        let call = try WireRequest("Orders create", "POST", Self.root, json: order)
        return try await rest.perform(call.identified(by: requestId).preferring(prefer))
    }

    /// `GET /v2/checkout/orders/{id}`: the whole order, with its payments.
    public func get(orderId: String) async throws(PayPalAPIError) -> Order {
        try await rest.perform(WireRequest("Orders get", "GET", URLPath.path(Self.root, orderId)))
    }

    /// `PATCH /v2/checkout/orders/{id}`: every operation, or none, on an order not yet paid.
    public func patch(orderId: String, _ operations: [PatchOperation]) async throws(PayPalAPIError) {
        let call = try WireRequest("Orders patch", "PATCH", URLPath.path(Self.root, orderId), json: operations, by: WireCoding.plainEncoder)
        _ = try await rest.perform(call)
    }

    /// `POST /v2/checkout/orders/{id}/confirm-payment-source`: the buyer's wallet pays, once they act on the
    /// `payer-action` link.
    public func confirmPaymentSource(
        orderId: String, _ source: PaymentSource, requestId: String? = nil, prefer: ReturnPreference = .representation
    ) async throws(PayPalAPIError) -> Order {
        let path = URLPath.path(Self.root, orderId, "confirm-payment-source")
        let call = try WireRequest("Orders confirm-payment-source", "POST", path, json: Confirmation(paymentSource: source))
        return try await rest.perform(call.identified(by: requestId).preferring(prefer))
    }

    /// `POST /v2/checkout/orders/{id}/authorize`: holds the money of an approved order with intent `AUTHORIZE`.
    public func authorize(
        orderId: String, requestId: String? = nil, prefer: ReturnPreference = .representation
    ) async throws(PayPalAPIError) -> Order {
        let call = WireRequest("Orders authorize", "POST", URLPath.path(Self.root, orderId, "authorize"))
        return try await rest.perform(call.identified(by: requestId).preferring(prefer))
    }

    /// `POST /v2/checkout/orders/{id}/capture`: takes the money of an approved order with intent `CAPTURE`.
    public func capture(
        orderId: String, requestId: String? = nil, prefer: ReturnPreference = .representation
    ) async throws(PayPalAPIError) -> Order {
        let call = WireRequest("Orders capture", "POST", URLPath.path(Self.root, orderId, "capture"))
        return try await rest.perform(call.identified(by: requestId).preferring(prefer))
    }

    /// `POST /v2/checkout/orders/{id}/track`: reports a parcel sent for one of the order's captures; the answer
    /// shows it under `purchase_units[].shipping.trackers`.
    public func track(orderId: String, _ tracker: TrackRequest, requestId: String? = nil) async throws(PayPalAPIError) -> Order {
        let call = try WireRequest("Orders track", "POST", URLPath.path(Self.root, orderId, "track"), json: tracker)
        return try await rest.perform(call.identified(by: requestId))
    }

    /// `PATCH /v2/checkout/orders/{id}/trackers/{tracker_id}`: changes a parcel's items or whether the buyer is
    /// told, or cancels it (`replace` `/status` with `CANCELLED`).
    public func patchTracker(orderId: String, trackerId: String, _ operations: [PatchOperation]) async throws(PayPalAPIError) {
        let path = URLPath.path(Self.root, orderId, "trackers", trackerId)
        _ = try await rest.perform(WireRequest("Orders tracker patch", "PATCH", path, json: operations, by: WireCoding.plainEncoder))
    }

    private struct Confirmation: Encodable {
        var paymentSource: PaymentSource
    }

    private static let root = "/v2/checkout/orders"
}
