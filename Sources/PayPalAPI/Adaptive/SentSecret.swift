/// A secret as a request to PayPal sends it: the one place its text is written out.
struct SentSecret: Encodable, Sendable, Equatable {
    let secret: Secret

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(secret.revealed)
    }
}
