import Foundation
import Testing
@testable import PayPalAPI

/// Every client reads refusals through `PayPalAPIError.from`: REST envelopes, OAuth errors and Adaptive envelopes.
@Suite struct RefusalDecodingTests {
    func answer(_ status: Int, _ body: String, debugId: String? = "1f2e3d4c5b6a7") -> HTTPExchange {
        HTTPExchange(status: status, headers: debugId.map { ["paypal-debug-id": $0] } ?? [:], body: Data(body.utf8))
    }

    @Test func aRESTRefusalNamesItsFirstIssueAndField() throws {
        let body = """
            {"name": "UNPROCESSABLE_ENTITY", "message": "The requested action could not be performed.", "debug_id": "919c04c175ea0",
             "details": [{"field": "/purchase_units/0/amount/value", "value": "10.001", "location": "body", "issue": "DECIMAL_PRECISION",
                          "description": "The value of a field has too many decimal places."}],
             "links": [{"href": "https://developer.paypal.com/docs/api/orders/v2/#error-DECIMAL_PRECISION", "rel": "information_link"}]}
            """
        let error = try #require(PayPalAPIError.from(answer(422, body), call: "Orders get"))
        #expect(error == .refused(.init(
            issue: "DECIMAL_PRECISION", message: "The value of a field has too many decimal places.", debugId: "919c04c175ea0",
            httpStatus: 422, field: "/purchase_units/0/amount/value", value: "10.001", name: "UNPROCESSABLE_ENTITY")))
    }

    @Test func paytermsOwnExplanationIsPreferredToPayPalsGeneralText() throws {
        let body = """
            {"name": "UNPROCESSABLE_ENTITY", "details": [{"issue": "REFUND_AMOUNT_EXCEEDED",
             "description": "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
             "payterm_explanation": "Only 20.00 USD of this capture is left to refund."}]}
            """
        let error = try #require(PayPalAPIError.from(answer(422, body), call: "Orders get"))
        #expect(error.message == "Only 20.00 USD of this capture is left to refund.")
        #expect(error.debugId == "1f2e3d4c5b6a7", "without debug_id in the body, the header's")
    }

    /// A tester's fault says who armed it in PayTerm's explanation; the buyer and the merchant read PayPal's words.
    @Test func aTestersFaultIsToldInPayPalsWordsNotItsExplanation() throws {
        let body = """
            {"name": "UNPROCESSABLE_ENTITY", "details": [{"issue": "PAY_KEY_EXPIRED",
             "description": "The requested action could not be performed, semantically incorrect, or failed business validation.",
             "payterm_explanation": "Fault F-8, armed by a tester, answered; nothing was changed."}]}
            """
        var faulted = answer(422, body)
        faulted.headers["payterm-fault"] = "F-8"
        let error = try #require(PayPalAPIError.from(faulted, call: "Buyer pay"))
        #expect(error.message == "The requested action could not be performed, semantically incorrect, or failed business validation.")
        #expect(error.code == "PAY_KEY_EXPIRED")
    }

    @Test func aDetailOfUnexpectedTypesStillGivesItsIssue() throws {
        let body = #"{"name": "INVALID_REQUEST", "details": [{"issue": "INVALID_PARAMETER_VALUE", "value": 7}]}"#
        let error = try #require(PayPalAPIError.from(answer(400, body), call: "Orders get"))
        #expect(error.code == "INVALID_PARAMETER_VALUE")
        #expect(error.refusal?.value == nil)
    }

    @Test func aRESTRefusalWithoutDetailsIsNamedByItsName() throws {
        let body = #"{"name": "INTERNAL_SERVER_ERROR", "message": "An internal server error has occurred."}"#
        let error = try #require(PayPalAPIError.from(answer(500, body), call: "Orders get"))
        #expect(error.code == "INTERNAL_SERVER_ERROR")
        #expect(error.message == "An internal server error has occurred.")
    }

    @Test func anOAuthErrorIsItsErrorAndDescription() throws {
        let body = #"{"error": "invalid_token", "error_description": "Access Token not found in cache"}"#
        let error = try #require(PayPalAPIError.from(answer(401, body), call: "Orders get"))
        #expect(error == .refused(.init(
            issue: "invalid_token", message: "Access Token not found in cache", debugId: "1f2e3d4c5b6a7", httpStatus: 401)))
    }

    @Test func anAdaptiveFailureIsARefusalEvenWithHTTP200() throws {
        let body = """
            {"responseEnvelope": {"timestamp": "2026-11-22T10:00:00.000Z", "ack": "Failure", "correlationId": "0a1b2c3d4e5f6", "build": "10175386"},
             "error": [{"errorId": "589023", "domain": "PLATFORM", "subdomain": "Application", "severity": "Error", "category": "Application",
                        "message": "The fractional precision of the amount is not supported", "parameter": ["receiverList.receiver(0).amount"]}]}
            """
        let error = try #require(PayPalAPIError.from(answer(200, body), call: "Orders get"))
        #expect(error == .refused(.init(
            issue: "589023", message: "The fractional precision of the amount is not supported", debugId: "0a1b2c3d4e5f6", httpStatus: 200,
            field: "receiverList.receiver(0).amount")))
    }

    @Test(arguments: [
        (200, #"{"responseEnvelope": {"timestamp": "t", "ack": "Success", "correlationId": "0a1b2c3d4e5f6"}, "payKey": "AP-1"}"#),
        (200, #"{"responseEnvelope": {"timestamp": "t", "ack": "SuccessWithWarning", "correlationId": "0a1b2c3d4e5f6"}}"#),
        (201, #"{"id": "5O190127TN364715T", "status": "CREATED"}"#),
        (204, ""),
        (200, "not JSON: the caller's decoding says so"),
    ])
    func successesAreNoRefusal(status: Int, body: String) {
        #expect(PayPalAPIError.from(answer(status, body), call: "Orders get") == nil)
    }

    @Test func aFailureWithoutJSONIsAnUnreadableAnswerNamedByItsStatus() throws {
        let error = try #require(PayPalAPIError.from(answer(502, "<html>Bad Gateway</html>", debugId: nil), call: "Orders get"))
        #expect(error == .unreadable(call: "Orders get", reason: "HTTP 502 without a JSON body", debugId: "", httpStatus: 502))
    }
}
