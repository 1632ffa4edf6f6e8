/// Payments v2 request bodies; every field optional, an empty body allowed.
struct AuthorizationCaptureBody: Decodable, Sendable {
    var amount: MoneyBody?
    var invoiceId: String?
    var finalCapture: Bool?
    var noteToPayer: String?

    /// The body, its texts within the spec's bounds (`capture_request`).
    func bounded() throws(RESTError) -> Self {
        _ = try SpecText.bounded(invoiceId, atMost: 127, field: "/invoice_id")
        _ = try SpecText.bounded(noteToPayer, atMost: 255, field: "/note_to_payer")
        return self
    }
}

struct ReauthorizeBody: Decodable, Sendable {
    var amount: MoneyBody?
}

struct RefundRequestBody: Decodable, Sendable {
    var amount: MoneyBody?
    var invoiceId: String?
    var customId: String?
    var noteToPayer: String?

    /// The body, its texts within the spec's bounds (`refund_request`).
    func bounded() throws(RESTError) -> Self {
        _ = try SpecText.bounded(invoiceId, atMost: 127, field: "/invoice_id")
        _ = try SpecText.bounded(customId, atMost: 127, field: "/custom_id")
        _ = try SpecText.bounded(noteToPayer, atMost: 255, field: "/note_to_payer")
        return self
    }
}
