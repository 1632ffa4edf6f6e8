import Foundation
import GRDB

/// Finds cases by what a customer or a merchant tells support: any id of a payment or of its parts, the debug or
/// correlation id of a call about it, a buyer's email, or a merchant's email, name, REST app or Braintree id.
enum CaseFinder {
    typealias Match = (reference: CaseReference, matched: String)

    /// Longer queries are refused: no id or email is longer.
    static let maxQueryLength = 254
    /// The most ids read from one journal entry (its path and answer) when looking for what a call was about.
    private static let maxJournalCandidates = 200

    static func find(_ query: String, in db: Database) throws -> [Match] {
        var found: [Match] = []
        func add(_ matches: [Match]) {
            for match in matches where !found.contains(where: { $0.reference == match.reference }) { found.append(match) }
        }
        add(try byId(query, in: db))
        add(try byJournal(query, in: db))
        if query.contains("@") { add(try byBuyer(email: query, in: db)) }
        add(try byMerchant(query, in: db))
        return found
    }

    /// The case an id of it names: ids are matched as given, upper-cased (PayPal's) and lower-cased (Braintree's).
    static func byId(_ query: String, in db: Database) throws -> [Match] {
        var found: [Match] = []
        for id in Set([query, query.uppercased(), query.lowercased()]).sorted() {
            if let match = try exactId(id, in: db), !found.contains(where: { $0.reference == match.reference }) { found.append(match) }
        }
        return found
    }

    private static func exactId(_ id: String, in db: Database) throws -> Match? {
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
    private static func byJournal(_ query: String, in db: Database) throws -> [Match] {
        let entries = try String.fetchAll(db, sql: "SELECT entry FROM journal WHERE debug_id = ? ORDER BY id DESC LIMIT 5", arguments: [query])
        var found: [Match] = []
        for entry in entries {
            for candidate in candidates(in: entry) {
                guard let match = try exactId(candidate, in: db), !found.contains(where: { $0.reference == match.reference }) else { continue }
                found.append((match.reference, "debug id"))
            }
        }
        return found
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

    private static func byBuyer(email: String, in db: Database) throws -> [Match] {
        func same(_ other: String?) -> Bool { other?.caseInsensitiveCompare(email) == .orderedSame }
        var found: [Match] = []
        for order in try db.documents(Order.self) where same(order.payer?.email) {
            found.append((CaseReference(kind: .order, id: order.id), "buyer email"))
        }
        for record in try db.documents(PayKeyRecord.self) {
            if same(record.senderEmail) { found.append((CaseReference(kind: .payKey, id: record.id), "buyer email")) }
        }
        for record in try db.documents(PreapprovalRecord.self) where same(record.senderEmail) || same(record.requestedSenderEmail) {
            found.append((CaseReference(kind: .preapproval, id: record.id), "buyer email"))
        }
        for sale in try db.documents(GatewayTransaction.self) where sale.type == .sale && same(sale.payerEmail) {
            found.append((CaseReference(kind: .braintreeTransaction, id: sale.id), "buyer email"))
        }
        return found
    }

    /// Payments to a merchant named by their email, business name (or part of it), REST app (client id) or
    /// Braintree merchant id.
    private static func byMerchant(_ query: String, in db: Database) throws -> [Match] {
        let merchants = try db.documents(MerchantAccount.self).filter {
            $0.email.caseInsensitiveCompare(query) == .orderedSame || $0.id == query
                || (query.count >= 3 && $0.businessName.range(of: query, options: .caseInsensitive) != nil)
        }
        let emails = Set(merchants.map { $0.email.lowercased() })
        var found: [Match] = []
        if !emails.isEmpty {
            for record in try db.documents(PayKeyRecord.self) where record.receivers.contains(where: { emails.contains($0.identity.lowercased()) }) {
                found.append((CaseReference(kind: .payKey, id: record.id), "merchant"))
            }
        }
        for order in try db.documents(Order.self) where order.clientId == query {
            found.append((CaseReference(kind: .order, id: order.id), "merchant's REST app"))
        }
        for sale in try db.documents(GatewayTransaction.self) where sale.type == .sale && sale.merchantId == query {
            found.append((CaseReference(kind: .braintreeTransaction, id: sale.id), "Braintree merchant"))
        }
        return found
    }
}
