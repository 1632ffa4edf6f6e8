/// What the merchant means to do once the buyer approves: take the money now, or hold it first.
enum OrderIntent: String, Codable, Sendable, CaseIterable {
    case capture = "CAPTURE"
    case authorize = "AUTHORIZE"
}

/// An order's `status`, as Orders v2 names them.
enum OrderStatus: String, Codable, Sendable {
    case created = "CREATED"
    case saved = "SAVED"
    case approved = "APPROVED"
    case voided = "VOIDED"
    case completed = "COMPLETED"
    /// Made with a `paypal` payment source: the buyer must follow the `payer-action` link.
    case payerActionRequired = "PAYER_ACTION_REQUIRED"
}
