import CheckoutFlows
import PayPalAPI
import ScenarioScript

/// A scenario's calls to the backend on the side, which the event pane does not show: its admin API, and how the
/// newest record of a kind the run made stands, asked through the public APIs (the journal names it, Adaptive
/// Payments' details and the REST resources say its status).
struct BackendProbe: Sendable {
    /// The parties over a transport nobody observes.
    let quiet: Parties
    /// Makes again what a reset of the backend undid.
    let afterReset: @Sendable () async -> Void

    var admin: AdminClient { quiet.admin }

    /// The record's id and status; nil when the run made none.
    func status(of record: BackendRecord) async throws(PayPalAPIError) -> (id: String, status: String)? {
        guard let id = try await newest(record) else { return nil }
        let status: String = switch record {
        case .payKey: try await quiet.merchant.paymentStatus(payKey: id)
        case .preapproval: try await quiet.merchant.preapprovalStatus(key: id)
        case .order: try await quiet.merchantREST.orders.get(orderId: id).status.rawValue
        case .authorization: try await quiet.merchantREST.payments.getAuthorization(id: id).status.rawValue
        }
        return (id, status)
    }

    /// The id of the newest record of the kind, from the answer that made it.
    private func newest(_ record: BackendRecord) async throws(PayPalAPIError) -> String? {
        for entry in try await admin.journal(limit: 500) where (200..<300).contains(entry.status) {
            let body = entry.response.body
            let id: AnyJSON? = switch record {
            case .payKey where entry.path == "/AdaptivePayments/Pay": body?["payKey"]
            case .preapproval where entry.path == "/AdaptivePayments/Preapproval": body?["preapprovalKey"]
            case .order where entry.method == "POST" && entry.path == "/v2/checkout/orders": body?["id"]
            case .authorization where entry.path.hasPrefix("/v2/checkout/orders/") && entry.path.hasSuffix("/authorize"):
                body?["purchase_units"]?.first?["payments"]?["authorizations"]?.first?["id"]
            default: nil
            }
            if case .string(let found)? = id { return found }
        }
        return nil
    }
}

extension AnyJSON {
    /// The first element, when this is a non-empty array.
    fileprivate var first: AnyJSON? { if case .array(let elements) = self { elements.first } else { nil } }
}
