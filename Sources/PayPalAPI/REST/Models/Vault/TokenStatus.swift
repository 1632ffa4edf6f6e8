extension VaultClient {
    /// Where a setup token stands.
    public enum TokenStatus: String, Codable, Sendable {
        case created = "CREATED"
        /// The buyer has to follow the `approve` link and agree.
        case payerActionRequired = "PAYER_ACTION_REQUIRED"
        /// Agreed: a payment token can be made from it.
        case approved = "APPROVED"
        /// A payment token was made from it.
        case vaulted = "VAULTED"
        case tokenized = "TOKENIZED"
    }
}
