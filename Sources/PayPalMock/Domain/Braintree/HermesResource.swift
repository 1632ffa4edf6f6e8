import Foundation
import PayPalVocabulary

/// An approval the client API opened for the client SDK (Braintree's "Hermes" calls): a one-time checkout under an
/// EC token, or a billing agreement under a BA token. The buyer's return URL carries the token back to tokenize.
struct HermesResource: StoredDocument {
    static let kind = "braintree.hermes"

    enum Flow: String, Codable, Sendable { case checkout, vault }

    /// The EC or BA token.
    var id: String
    var merchantId: String
    var flow: Flow
    /// What a checkout asks for; a billing agreement names no amount.
    var amount: Money?
    var createdAt: Date
    /// An approval is tokenized once, so that one checkout cannot mint the nonces for many sales.
    var tokenized: Bool
}
