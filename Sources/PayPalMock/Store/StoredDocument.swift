import Foundation
import GRDB

/// A resource kept as one JSON document in the store, found by its id.
protocol StoredDocument: Codable, Sendable {
    /// The name its documents are filed under.
    static var kind: String { get }
    var id: String { get }
}

/// A second key a document can be found by (a tracking id, a transaction id, an email address).
struct AliasSpace: Sendable {
    let name: String

    static let trackingId = AliasSpace(name: "pay_key.tracking_id")
    static let transactionId = AliasSpace(name: "pay_key.transaction_id")
    static let buyerEmail = AliasSpace(name: "buyer.email")
    static let buyerPhone = AliasSpace(name: "buyer.phone")
    static let merchantEmail = AliasSpace(name: "merchant.email")
    /// Invoice ids of REST captures and authorizations, which PayPal refuses to see twice.
    static let paymentInvoiceId = AliasSpace(name: "payment.invoice_id")
    /// Webhook events with a delivery still to make, filed under their own id.
    static let pendingWebhookEvent = AliasSpace(name: "webhook_event.pending")
    /// IPN messages with a delivery still to make, filed under their own id.
    static let pendingIPNMessage = AliasSpace(name: "ipn_message.pending")
    /// Braintree OAuth grants by their refresh token's digest.
    static let braintreeRefreshToken = AliasSpace(name: "braintree.refresh_token")
    /// Braintree merchant logins by their email.
    static let braintreeMerchantEmail = AliasSpace(name: "braintree.merchant_email")
    /// IPN messages by their `verify_sign`, which the verification postback carries.
    static let ipnVerifySign = AliasSpace(name: "ipn_message.verify_sign")
}

extension Database {
    private static let encoder = JSONEncoder()
    private static let decoder = JSONDecoder()

    func document<D: StoredDocument>(_ type: D.Type, id: String) throws -> D? {
        guard let body = try String.fetchOne(
            cachedStatement(sql: "SELECT body FROM documents WHERE kind = ? AND id = ?"), arguments: [D.kind, id])
        else { return nil }
        return try Self.decoder.decode(D.self, from: Data(body.utf8))
    }

    func documents<D: StoredDocument>(_ type: D.Type) throws -> [D] {
        try String.fetchAll(cachedStatement(sql: "SELECT body FROM documents WHERE kind = ? ORDER BY rowid"), arguments: [D.kind])
            .map { try Self.decoder.decode(D.self, from: Data($0.utf8)) }
    }

    func save<D: StoredDocument>(_ document: D) throws {
        let body = String(decoding: try Self.encoder.encode(document), as: UTF8.self)
        try cachedStatement(
            sql: "INSERT INTO documents (kind, id, body) VALUES (?, ?, ?) ON CONFLICT(kind, id) DO UPDATE SET body = excluded.body"
        ).execute(arguments: [D.kind, document.id, body])
    }

    func delete<D: StoredDocument>(_ type: D.Type, id: String) throws {
        try cachedStatement(sql: "DELETE FROM documents WHERE kind = ? AND id = ?").execute(arguments: [D.kind, id])
    }

    /// Files `alias` as a second key of the document `id`; false when the alias is taken already.
    @discardableResult
    func addAlias(_ alias: String, in space: AliasSpace, for id: String) throws -> Bool {
        try cachedStatement(sql: "INSERT OR IGNORE INTO aliases (space, alias, id) VALUES (?, ?, ?)")
            .execute(arguments: [space.name, alias.lowercased(), id])
        return changesCount > 0
    }

    func document<D: StoredDocument>(_ type: D.Type, alias: String, in space: AliasSpace) throws -> D? {
        guard let id = try owner(of: alias, in: space) else { return nil }
        return try document(type, id: id)
    }

    /// The id of the document filed under `alias`, if any.
    func owner(of alias: String, in space: AliasSpace) throws -> String? {
        try String.fetchOne(
            cachedStatement(sql: "SELECT id FROM aliases WHERE space = ? AND alias = ?"), arguments: [space.name, alias.lowercased()])
    }

    /// The ids of every document filed in `space`.
    func owners(in space: AliasSpace) throws -> [String] {
        try String.fetchAll(cachedStatement(sql: "SELECT id FROM aliases WHERE space = ? ORDER BY rowid"), arguments: [space.name])
    }

    func removeAlias(_ alias: String, in space: AliasSpace) throws {
        try cachedStatement(sql: "DELETE FROM aliases WHERE space = ? AND alias = ?").execute(arguments: [space.name, alias.lowercased()])
    }

    func setting<Value: Codable>(_ type: Value.Type, key: String) throws -> Value? {
        guard let body = try String.fetchOne(cachedStatement(sql: "SELECT body FROM settings WHERE key = ?"), arguments: [key])
        else { return nil }
        return try Self.decoder.decode(Value.self, from: Data(body.utf8))
    }

    func saveSetting<Value: Codable>(_ value: Value, key: String) throws {
        let body = String(decoding: try Self.encoder.encode(value), as: UTF8.self)
        try cachedStatement(sql: "INSERT INTO settings (key, body) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET body = excluded.body")
            .execute(arguments: [key, body])
    }
}
