/// A field of the documents' JSON bodies that searches compare (the support desk's, the authorizations' expiry):
/// each engine indexes it with the kind and the creation time, so a search reads only the documents it answers
/// with, newest first, however many the store holds. The backend's searches compare only these; a new one gets
/// its index in a new migration of each engine (`all` lists those indexed).
struct SearchedField: Sendable, Hashable {
    /// Keys from the body's root: letters, digits and `_` only, as they go into the SQL as written.
    let path: [String]
    /// Compared in lower case, as emails are.
    let ignoringCase: Bool

    init(_ path: String..., ignoringCase: Bool = false) {
        precondition(path.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } })
        self.path = path
        self.ignoringCase = ignoringCase
    }

    /// The documents whose field holds `value`.
    func equals(_ value: String) -> DocumentFilter { .equals(self, value) }

    /// An order's payer, and a Braintree transaction's.
    static let payerEmail = SearchedField("payer", "email", ignoringCase: true)
    static let gatewayPayerEmail = SearchedField("payerEmail", ignoringCase: true)
    /// A pay key's or a preapproval's sender.
    static let senderEmail = SearchedField("senderEmail", ignoringCase: true)
    static let requestedSenderEmail = SearchedField("requestedSenderEmail", ignoringCase: true)
    /// An order's REST app.
    static let clientId = SearchedField("clientId")
    /// A Braintree transaction's merchant.
    static let merchantId = SearchedField("merchantId")
    /// An authorization's status.
    static let status = SearchedField("status")
    /// Whether a Braintree transaction is a sale: nearly every one is, so it only narrows what an indexed field
    /// found, and has no index (given one, SQLite would read every sale by it).
    static let type = SearchedField("type")

    /// The fields indexed.
    static let all: [SearchedField] = [payerEmail, gatewayPayerEmail, senderEmail, requestedSenderEmail, clientId, merchantId, status]

    /// The index's name: the path's keys joined.
    var indexName: String { "documents_by_" + path.joined(separator: "_") }
}
