import Testing
@testable import PayPalMock

@Suite struct IssueCatalogTests {
    @Test func findsPayPalsTextPerOperation() {
        #expect(IssueCatalog.isLoaded)
        let route = IssueCatalog.route("POST", "/v2/checkout/orders/{id}/capture")
        #expect(route == "POST /v2/checkout/orders/*/capture")
        #expect(IssueCatalog.route("POST", "/v2/checkout/orders/:id/capture") == route)
        #expect(IssueCatalog.description(route: route, status: 422, issue: "ORDER_NOT_APPROVED")?.hasPrefix("Payer has not yet approved") == true)
        #expect(IssueCatalog.description(route: route, status: 422, issue: "ORDER_EXPIRED") == nil, "capture's spec lists no expiry")
        #expect(IssueCatalog.description(route: "GET /payterm/v1/clock", status: 400, issue: "INVALID_PARAMETER_VALUE") == nil)
    }
}
