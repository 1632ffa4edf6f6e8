import Foundation

extension VaultClient {
    /// A payment source on its way into the vault: a wallet waits for its buyer to agree through the `approve`
    /// link; then a payment token is made from it.
    public struct SetupToken: Codable, Sendable, Equatable {
        public var id: String
        public var customer: Customer?
        public var status: TokenStatus
        public var paymentSource: SavedSource?
        public var links: [Link]?

        /// The approval session its `approve` link names (`approval_session_id`), which PayPal sends the buyer back
        /// with once they agreed.
        public var approvalSessionID: String? {
            links?.first(rel: "approve").flatMap { URLComponents(string: $0.href)?.queryItems?.first { $0.name == "approval_session_id" }?.value }
        }
    }
}
