/// The support desk (`/payterm/v1/support/…`): finding cases, reading one, taking an action on it.
extension AdminClient {
    /// `GET /payterm/v1/support/cases?q=`: cases an id, a debug id, a buyer's email or a merchant names, newest first.
    public func findCases(_ query: String) async throws(PayPalAPIError) -> [SupportCaseSummary] {
        struct Found: Decodable { var cases: [SupportCaseSummary] }
        let found: Found = try await perform(WireRequest("Support search", "GET", "/payterm/v1/support/cases?" + URLPath.query([("q", query)])))
        return found.cases
    }

    /// `GET /payterm/v1/support/cases/{kind}/{id}`.
    public func supportCase(_ kind: SupportCaseKind, _ id: String) async throws(PayPalAPIError) -> SupportCase {
        try await perform(WireRequest("Support case", "GET", URLPath.path("/payterm/v1/support/cases", kind.rawValue, id)))
    }

    /// `POST /payterm/v1/support/actions`: takes `offer` (one the case lists) as `agent`, with `amount` where it
    /// takes one (none is all there is). The same `requestId` (`PayPal-Request-Id`) again answers as the first call
    /// did and does nothing more.
    public func take(
        _ offer: SupportCase.Offer, on summary: SupportCaseSummary, amount: MoneyValue? = nil, agent: String, requestId: String? = nil
    ) async throws(PayPalAPIError) -> SupportActionOutcome {
        let order = SupportOrder(case: .init(kind: summary.kind, id: summary.id), action: offer.action, target: offer.target, amount: amount, agent: agent)
        let headers = requestId.map { ["PayPal-Request-Id": $0] } ?? [:]
        return try await perform(try WireRequest("Support \(offer.action)", "POST", "/payterm/v1/support/actions", headers: headers, json: order))
    }

    private struct SupportOrder: Encodable {
        struct CaseName: Encodable {
            var kind: SupportCaseKind
            var id: String
        }

        var `case`: CaseName
        var action: String
        var target: String
        var amount: MoneyValue?
        var agent: String
    }
}
