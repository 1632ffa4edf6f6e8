/// Payments v2 request bodies; every field optional, an empty body allowed.
struct AuthorizationCaptureBody: Decodable, Sendable {
    var amount: MoneyBody?
    var invoiceId: String?
    var finalCapture: Bool?
    var noteToPayer: String?
}

struct ReauthorizeBody: Decodable, Sendable {
    var amount: MoneyBody?
}

struct RefundRequestBody: Decodable, Sendable {
    var amount: MoneyBody?
    var invoiceId: String?
    var customId: String?
    var noteToPayer: String?
}
