import Foundation

/// Finds cases by what a customer or a merchant tells support: any id of a payment or of its parts, the debug or
/// correlation id of a call about it, a buyer's email, or a merchant's email, name, REST app or Braintree id.
enum CaseFinder {
    typealias Match = (reference: CaseReference, matched: String)

    /// Longer queries are refused: no id or email is longer.
    static let maxQueryLength = 254
    /// The most ids read from one journal entry (its path and answer) when looking for what a call was about.
    private static let maxJournalCandidates = 200

    /// An id (or a debug id) names its case alone; an email or a merchant names their payments, the newest
    /// `SupportDesk.maxResults` of each kind, found in SQL so that a full store is not read into memory.
    static func find(_ query: String, in db: any StoreTransaction) throws -> [Match] {
        let named = unique(try byId(query, in: db) + byJournal(query, in: db))
        guard named.isEmpty else { return named }
        let buyers = query.contains("@") ? try byBuyer(email: query, in: db) : []
        return unique(try buyers + byMerchant(query, in: db))
    }

    private static func unique(_ matches: [Match]) -> [Match] {
        var found: [Match] = []
        for match in matches where !found.contains(where: { $0.reference == match.reference }) { found.append(match) }
        return found
    }

    /// The case an id of it names: ids are matched as given, upper-cased (PayPal's) and lower-cased (Braintree's).
    static func byId(_ query: String, in db: any StoreTransaction) throws -> [Match] {
        var found: [Match] = []
        for id in Set([query, query.uppercased(), query.lowercased()]).sorted() {
            if let match = try exactId(id, in: db), !found.contains(where: { $0.reference == match.reference }) { found.append(match) }
        }
        return found
    }

    private static func exactId(_ id: String, in db: any StoreTransaction) throws -> Match? {
        func order(_ orderId: String, _ matched: String) -> Match { (CaseReference(kind: .order, id: orderId), matched) }
        func payKey(_ key: String, _ matched: String) -> Match { (CaseReference(kind: .payKey, id: key), matched) }
        if try db.document(Order.self, id: id) != nil { return order(id, "order id") }
        if let authorization = try db.document(PaymentAuthorization.self, id: id) { return order(authorization.orderId, "authorization id") }
        if let capture = try db.document(PaymentCapture.self, id: id) { return order(capture.orderId, "capture id") }
        if let refund = try db.document(PaymentRefund.self, id: id), let capture = try db.document(PaymentCapture.self, id: refund.captureId) {
            return order(capture.orderId, "refund id")
        }
        if try db.document(PayKeyRecord.self, id: id) != nil { return payKey(id, "pay key") }
        if try db.document(PreapprovalRecord.self, id: id) != nil { return (CaseReference(kind: .preapproval, id: id), "preapproval key") }
        if let key = try db.owner(of: id, in: .transactionId) { return payKey(key, "transaction id") }
        if let key = try db.owner(of: id, in: .refundTransactionId) { return payKey(key, "refund transaction id") }
        if let key = try db.owner(of: id, in: .trackingId) { return payKey(key, "tracking id") }
        if let orderId = try db.owner(of: id, in: .paymentInvoiceId) { return order(orderId, "invoice id") }
        if let transaction = try db.document(GatewayTransaction.self, id: id) {
            let saleId = transaction.refundedTransactionId ?? transaction.id
            return (CaseReference(kind: .braintreeTransaction, id: saleId), transaction.type == .credit ? "Braintree refund id" : "Braintree transaction id")
        }
        if let event = try db.document(WebhookEvent.self, id: id), case .object(let resource) = event.resource,
           case .string(let resourceId)? = resource["id"], let match = try exactId(resourceId, in: db) {
            return (match.reference, "webhook event id")
        }
        return nil
    }

    /// The cases a journaled call was about, found by the `Paypal-Debug-Id` of its answer (which an Adaptive answer
    /// also gives as its `correlationId`): the ids anywhere in its entry (its path, its request, its answer).
    private static func byJournal(_ query: String, in db: any StoreTransaction) throws -> [Match] {
        let entries = try db.journalEntries(debugId: query, limit: 5)
        var found: [Match] = []
        for entry in entries {
            let words = candidates(in: entry)
            let known = try knownIds(among: words, in: db)
            for candidate in words where known.contains(candidate.lowercased()) {
                guard let match = try exactId(candidate, in: db), !found.contains(where: { $0.reference == match.reference }) else { continue }
                found.append((match.reference, "debug id"))
            }
        }
        return found
    }

    /// Which of the words name a document or an alias, lower-cased: two queries, however many words.
    private static func knownIds(among words: [String], in db: any StoreTransaction) throws -> Set<String> {
        let documents = try db.documentIds(among: words)
        let aliases = try db.aliases(among: words.map { $0.lowercased() })
        return Set((documents + aliases).map { $0.lowercased() })
    }

    /// The words of a text that could be ids, in order, each once.
    private static func candidates(in text: String) -> [String] {
        var seen: Set<String> = []
        var words: [String] = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) where word.count >= 6 {
            let candidate = String(word.prefix(64))
            if seen.insert(candidate).inserted { words.append(candidate) }
            if words.count == maxJournalCandidates { break }
        }
        return words
    }

    /// A search of one kind of payment by a field that names it: read through the field's index.
    struct Search {
        var kind: CaseReference.Kind
        var documentKind: String
        var filter: DocumentFilter
        var matched: String
    }

    /// What an email names as a buyer: each kind of payment by its payer.
    static func buyerSearches(_ email: String) -> [Search] {
        let sale = SearchedField.type.equals("sale")
        return [
            Search(kind: .order, documentKind: Order.kind, filter: SearchedField.payerEmail.equals(email), matched: "buyer email"),
            Search(kind: .payKey, documentKind: PayKeyRecord.kind, filter: SearchedField.senderEmail.equals(email), matched: "buyer email"),
            // A preapproval by the sender who agreed, or the one the merchant asked for: two searches, each by its
            // index, where one with either would read every preapproval.
            Search(kind: .preapproval, documentKind: PreapprovalRecord.kind, filter: SearchedField.senderEmail.equals(email), matched: "buyer email"),
            Search(kind: .preapproval, documentKind: PreapprovalRecord.kind, filter: SearchedField.requestedSenderEmail.equals(email), matched: "buyer email"),
            Search(
                kind: .braintreeTransaction, documentKind: GatewayTransaction.kind, filter: .all([SearchedField.gatewayPayerEmail.equals(email), sale]),
                matched: "buyer email"),
        ]
    }

    /// What a REST app's client id or a Braintree merchant id names.
    static func merchantSearches(_ query: String) -> [Search] {
        [
            Search(kind: .order, documentKind: Order.kind, filter: SearchedField.clientId.equals(query), matched: "merchant's REST app"),
            Search(
                kind: .braintreeTransaction, documentKind: GatewayTransaction.kind,
                filter: .all([SearchedField.merchantId.equals(query), SearchedField.type.equals("sale")]), matched: "Braintree merchant"),
        ]
    }

    private static func byBuyer(email: String, in db: any StoreTransaction) throws -> [Match] {
        unique(try buyerSearches(email).flatMap { try newest($0, in: db) })
    }

    /// Payments to a merchant named by their email, business name (or part of it), REST app (client id) or
    /// Braintree merchant id.
    private static func byMerchant(_ query: String, in db: any StoreTransaction) throws -> [Match] {
        let merchants = try db.documents(MerchantAccount.self).filter {
            $0.email.caseInsensitiveCompare(query) == .orderedSame || $0.id == query
                || (query.count >= 3 && $0.businessName.range(of: query, options: .caseInsensitive) != nil)
        }
        var found: [Match] = []
        let emails = merchants.map { $0.email.lowercased() }
        if !emails.isEmpty {
            // By the pay keys' receivers, which no index holds: pay keys are few beside orders.
            let receivers = DocumentFilter.anyElement(array: ["receivers"], field: "email", equalsOneOf: emails)
            found += try newest(Search(kind: .payKey, documentKind: PayKeyRecord.kind, filter: receivers, matched: "merchant"), in: db)
        }
        return try found + merchantSearches(query).flatMap { try newest($0, in: db) }
    }

    /// The newest documents the search finds, at most as many as the desk answers with.
    private static func newest(_ search: Search, in db: any StoreTransaction) throws -> [Match] {
        try db.newestDocumentIds(kind: search.documentKind, where: search.filter, limit: SupportDesk.maxResults).map {
            (CaseReference(kind: search.kind, id: $0), search.matched)
        }
    }
}
