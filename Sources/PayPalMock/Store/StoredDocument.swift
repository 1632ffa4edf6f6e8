import Foundation

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
    /// The transaction ids of an Adaptive payment's refunds, which the support desk finds the payment by.
    static let refundTransactionId = AliasSpace(name: "pay_key.refund_transaction_id")
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
    /// Setup tokens by the approval session of their approve link.
    static let approvalSession = AliasSpace(name: "setup_token.approval_session")
}

/// Typed documents and settings, coded as JSON, and aliases, compared ignoring case.
extension StoreTransaction {
    func document<D: StoredDocument>(_ type: D.Type, id: String) throws -> D? {
        guard let body = try documentBody(kind: D.kind, id: id) else { return nil }
        return try StoredCoding.decoder.decode(D.self, from: Data(body.utf8))
    }

    func documents<D: StoredDocument>(_ type: D.Type) throws -> [D] {
        try documentBodies(kind: D.kind).map { try StoredCoding.decoder.decode(D.self, from: Data($0.utf8)) }
    }

    func save<D: StoredDocument>(_ document: D) throws {
        try saveDocumentBody(String(decoding: try StoredCoding.encoder.encode(document), as: UTF8.self), kind: D.kind, id: document.id)
    }

    func delete<D: StoredDocument>(_ type: D.Type, id: String) throws {
        try deleteDocument(kind: D.kind, id: id)
    }

    /// Files `alias` as a second key of the document `id`; false when the alias is taken already.
    @discardableResult
    func addAlias(_ alias: String, in space: AliasSpace, for id: String) throws -> Bool {
        try insertAlias(alias.lowercased(), in: space, for: id)
    }

    func document<D: StoredDocument>(_ type: D.Type, alias: String, in space: AliasSpace) throws -> D? {
        guard let id = try owner(of: alias, in: space) else { return nil }
        return try document(type, id: id)
    }

    /// The id of the document filed under `alias`, if any.
    func owner(of alias: String, in space: AliasSpace) throws -> String? {
        try aliasOwner(alias.lowercased(), in: space)
    }

    /// The ids of every document filed in `space`.
    func owners(in space: AliasSpace) throws -> [String] {
        try aliasOwners(in: space)
    }

    func removeAlias(_ alias: String, in space: AliasSpace) throws {
        try deleteAlias(alias.lowercased(), in: space)
    }

    func setting<Value: Codable>(_ type: Value.Type, key: String) throws -> Value? {
        guard let body = try settingBody(key: key) else { return nil }
        return try StoredCoding.decoder.decode(Value.self, from: Data(body.utf8))
    }

    func saveSetting<Value: Codable>(_ value: Value, key: String) throws {
        try saveSettingBody(String(decoding: try StoredCoding.encoder.encode(value), as: UTF8.self), key: key)
    }
}

/// The coders of what the store keeps, made once: a coder is costly to make and safe to share.
private enum StoredCoding {
    static let encoder = JSONEncoder()
    static let decoder = JSONDecoder()
}
