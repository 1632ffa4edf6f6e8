import Foundation
import Testing
@testable import PayPalMock

@Suite struct NegativeTestingTests {
    static func mock(_ code: String) -> [String: String] {
        ["PayPal-Mock-Response": #"{"mock_application_codes":"\#(code)"}"#]
    }

    @Test func aMockedDeclineChangesNothing() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            let path = "/v2/checkout/orders/\(id)/capture"
            var headers = Self.mock("INSTRUMENT_DECLINED")
            headers["PayPal-Request-Id"] = "mocked-then-real"
            let (status, error) = try await backend.rest("POST", path, headers: headers)
            #expect(status == 422)
            #expect(error["name"] == "UNPROCESSABLE_ENTITY")
            #expect(error["details[0].issue"] == "INSTRUMENT_DECLINED")
            let (_, order) = try await backend.rest("GET", "/v2/checkout/orders/\(id)")
            #expect(order["status"] == "APPROVED")
            #expect(try await backend.balance() == "500.00")
            let (captured, _) = try await backend.rest("POST", path, headers: ["PayPal-Request-Id": "mocked-then-real"])
            #expect(captured == 201)
        }
    }

    @Test func eachIssueGetsTheStatusOfItsList() async throws {
        try await TestBackend.with { backend in
            let cases: [(String, Int)] = [
                ("MISSING_REQUIRED_PARAMETER", 400), ("PERMISSION_DENIED", 403), ("INTERNAL_SERVER_ERROR", 500), ("AMOUNT_MISMATCH", 422),
            ]
            for (code, expected) in cases {
                let (status, error) = try await backend.rest("POST", "/v2/checkout/orders", json: Orders.simple(), headers: Self.mock(code))
                #expect(status == expected, "\(code)")
                #expect(error["details[0].issue"] == code)
            }
            let id = try await backend.createOrder()
            let (missing, _) = try await backend.rest("GET", "/v2/checkout/orders/\(id)", headers: Self.mock("INVALID_RESOURCE_ID"))
            #expect(missing == 404)
            let authorizationId = try await backend.authorization()
            let (conflict, busy) = try await backend.rest(
                "POST", "/v2/payments/authorizations/\(authorizationId)/void", headers: Self.mock("PREVIOUS_REQUEST_IN_PROGRESS"))
            #expect(conflict == 409)
            #expect(busy["name"] == "RESOURCE_CONFLICT")
            let (_, authorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(authorizationId)")
            #expect(authorization["status"] == "CREATED")
        }
    }

    @Test func unsupportedOperationsUnknownCodesAndMalformedHeadersAre400() async throws {
        try await TestBackend.with { backend in
            let authorizationId = try await backend.authorization()
            let orderId = try await backend.createOrder()
            let refusals: [(String, String, [String: String])] = [
                ("/v2/payments/authorizations/\(authorizationId)/reauthorize", "does not support", Self.mock("INSTRUMENT_DECLINED")),
                ("/v2/checkout/orders/\(orderId)/confirm-payment-source", "does not support", Self.mock("INSTRUMENT_DECLINED")),
                ("/v2/checkout/orders/\(orderId)/authorize", "is not an error", Self.mock("ORDER_ALREADY_CAPTURED")),
                ("/v2/checkout/orders/\(orderId)/capture", "is not an error", Self.mock("NO_SUCH_CODE")),
                ("/v2/checkout/orders/\(orderId)/capture", "must be a JSON object", ["PayPal-Mock-Response": "INSTRUMENT_DECLINED"]),
            ]
            for (path, words, headers) in refusals {
                let (status, error) = try await backend.rest("POST", path, json: [String: Any](), headers: headers)
                #expect(status == 400, "\(path)")
                #expect(error["details[0].issue"] == "INVALID_PARAMETER_VALUE")
                let explanation: String? = error["details[0].payterm_explanation"] ?? error["details[0].description"]
                #expect(explanation?.contains(words) == true, "\(error)")
            }
        }
    }
}
