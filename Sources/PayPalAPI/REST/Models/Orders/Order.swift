extension OrdersClient {
    /// An Orders v2 order as the backend answers with it. With `Prefer: return=minimal` only `id`, `status` and
    /// `links` are sure to be there (and the payer and payments once it is paid); with `return=representation`, all
    /// of it.
    public struct Order: Codable, Sendable, Equatable {
        public enum Status: String, Codable, Sendable {
            case created = "CREATED"
            case saved = "SAVED"
            case approved = "APPROVED"
            case voided = "VOIDED"
            case completed = "COMPLETED"
            /// The buyer has to follow the `payer-action` link.
            case payerActionRequired = "PAYER_ACTION_REQUIRED"
        }

        public var id: String
        public var status: Status
        public var intent: Intent?
        public var paymentSource: PaymentSourceResponse?
        public var payer: Payer?
        public var purchaseUnits: [PurchaseUnit]?
        public var createTime: String?
        public var updateTime: String?
        public var links: [Link]?

        /// The buyer's link: `approve` for a new order, `payer-action` for one that waits on them.
        public var approveLink: Link? {
            links?.first(rel: "approve") ?? links?.first(rel: "payer-action")
        }

        /// Every capture of every purchase unit.
        public var captures: [PaymentsClient.Capture] {
            (purchaseUnits ?? []).flatMap { $0.payments?.captures ?? [] }
        }

        /// Every authorization of every purchase unit.
        public var authorizations: [PaymentsClient.Authorization] {
            (purchaseUnits ?? []).flatMap { $0.payments?.authorizations ?? [] }
        }
    }
}
