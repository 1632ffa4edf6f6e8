import Foundation
import Hummingbird

/// The eleven operations that honour `PayPal-Mock-Response`, each with the issues PayPal documents for it.
enum MockableOperation: Sendable {
    case createOrder, getOrder, patchOrder, authorizeOrder, captureOrder
    case getAuthorization, captureAuthorization, voidAuthorization, getCapture, refundCapture, getRefund

    /// The issues every operation can fail with, by status.
    private static let shared: [String: Int] = [
        "MALFORMED_REQUEST_JSON": 400, "MISSING_REQUIRED_PARAMETER": 400, "INVALID_PARAMETER_VALUE": 400,
        "INVALID_PARAMETER_SYNTAX": 400, "INVALID_STRING_LENGTH": 400, "PERMISSION_DENIED": 403,
        "INVALID_RESOURCE_ID": 404, "INTERNAL_SERVER_ERROR": 500,
    ]
    private static let amountIssues = [
        "AMOUNT_MISMATCH", "ITEM_TOTAL_MISMATCH", "TAX_TOTAL_MISMATCH", "CANNOT_BE_ZERO_OR_NEGATIVE", "DECIMAL_PRECISION", "INVALID_CURRENCY_CODE",
    ]
    private static let completionIssues = [
        "ORDER_NOT_APPROVED", "ACTION_DOES_NOT_MATCH_INTENT", "ORDER_EXPIRED", "ORDER_COMPLETED_OR_VOIDED", "INSTRUMENT_DECLINED",
        "TRANSACTION_REFUSED", "PAYER_ACTION_REQUIRED", "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING", "DUPLICATE_INVOICE_ID",
    ]

    /// The 422 issues of this operation.
    private var unprocessable: [String] {
        switch self {
        case .createOrder: Self.amountIssues
        case .patchOrder: Self.amountIssues + ["ORDER_ALREADY_COMPLETED"]
        case .authorizeOrder: Self.completionIssues + ["ORDER_ALREADY_AUTHORIZED"]
        case .captureOrder: Self.completionIssues + ["ORDER_ALREADY_CAPTURED"]
        case .captureAuthorization:
            ["AUTHORIZATION_EXPIRED", "AUTHORIZATION_VOIDED", "AUTHORIZATION_DENIED", "AUTHORIZATION_ALREADY_CAPTURED",
             "MAX_CAPTURE_AMOUNT_EXCEEDED", "DUPLICATE_INVOICE_ID", "TRANSACTION_REFUSED"]
        case .voidAuthorization: ["PREVIOUSLY_CAPTURED", "PREVIOUSLY_VOIDED", "CANNOT_BE_VOIDED"]
        case .refundCapture:
            ["CAPTURE_FULLY_REFUNDED", "REFUND_AMOUNT_EXCEEDED", "REFUND_CAPTURE_CURRENCY_MISMATCH", "REFUND_NOT_ALLOWED", "REFUND_TIME_LIMIT_EXCEEDED"]
        case .getOrder, .getAuthorization, .getCapture, .getRefund: []
        }
    }

    /// The HTTP status PayPal answers `issue` with on this operation; nil when the operation cannot fail that way.
    func status(of issue: String) -> Int? {
        if let status = Self.shared[issue] { return status }
        if unprocessable.contains(issue) { return 422 }
        let conflicts = self == .voidAuthorization || self == .refundCapture
        return conflicts && issue == "PREVIOUS_REQUEST_IN_PROGRESS" ? 409 : nil
    }
}

/// PayPal's negative testing: `PayPal-Mock-Response: {"mock_application_codes": "INSTRUMENT_DECLINED"}` makes an
/// operation fail with that issue before it runs, so nothing changes.
enum NegativeTesting {
    static let header = "PayPal-Mock-Response"

    /// Throws the failure the header asks for; on a REST operation (`isREST`) that does not honour it, a 400 that
    /// says so.
    static func check(_ request: Request, operation: MockableOperation?, isREST: Bool) throws {
        guard let value = request.header(header) else { return }
        let route = "\(request.method.rawValue) \(request.uri.path)"
        guard let operation else {
            guard isREST else { return }
            throw refusal("\(route) does not support \(header); PayPal honours it on Orders create, get, patch, authorize and capture and on Payments get, capture, void and refund.", value)
        }
        let object = (try? JSONSerialization.jsonObject(with: Data(value.utf8))) as? [String: Any]
        guard let issue = object?["mock_application_codes"] as? String else {
            throw refusal(#"\#(header) must be a JSON object like {"mock_application_codes": "INSTRUMENT_DECLINED"}."#, value)
        }
        guard let status = operation.status(of: issue) else {
            throw refusal("\(issue) is not an error \(route) can answer with, so \(header) cannot ask for it.", value)
        }
        throw RESTError(status: status, issue: issue, description: "\(issue), as \(header) asked for; nothing was changed.")
    }

    private static func refusal(_ description: String, _ value: String) -> RESTError {
        RESTError(status: 400, issue: "INVALID_PARAMETER_VALUE", description: description, field: header, value: value)
    }
}
