extension OrdersClient {
    /// `payment_source` of an order request or of `confirm-payment-source`: the buyer's PayPal wallet.
    public struct PaymentSource: Encodable, Sendable, Equatable {
        public var paypal: PayPalWallet

        public init(paypal: PayPalWallet) {
            self.paypal = paypal
        }

        /// A wallet saved earlier (a payment token's id): the order is paid without the buyer.
        public static func savedWallet(_ vaultId: String) -> PaymentSource {
            PaymentSource(paypal: PayPalWallet(vaultId: vaultId))
        }

        /// The buyer's wallet, saved for `customer` once the order is paid (PayPal makes a customer when there is
        /// none).
        public static func savingWallet(for customer: Customer? = nil, terms: VaultClient.WalletTerms = .init()) -> PaymentSource {
            PaymentSource(paypal: PayPalWallet(attributes: .init(customer: customer, vault: VaultInstruction(terms: terms))))
        }
    }

    /// `payment_source.paypal` of a request.
    public struct PayPalWallet: Encodable, Sendable, Equatable {
        public struct Attributes: Encodable, Sendable, Equatable {
            public var customer: Customer?
            public var vault: VaultInstruction?

            public init(customer: Customer? = nil, vault: VaultInstruction? = nil) {
                self.customer = customer
                self.vault = vault
            }
        }

        /// A saved wallet to pay with.
        public var vaultId: String?
        public var emailAddress: String?
        public var attributes: Attributes?

        public init(vaultId: String? = nil, emailAddress: String? = nil, attributes: Attributes? = nil) {
            self.vaultId = vaultId
            self.emailAddress = emailAddress
            self.attributes = attributes
        }
    }

    /// `attributes.vault`: save the wallet, on these terms, when the order is paid.
    public struct VaultInstruction: Encodable, Sendable, Equatable {
        /// `ON_SUCCESS`: once the order is captured or authorized.
        public var storeInVault = "ON_SUCCESS"
        public var terms: VaultClient.WalletTerms

        public init(terms: VaultClient.WalletTerms = .init()) {
            self.terms = terms
        }

        private enum CodingKeys: String, CodingKey { case storeInVault }

        /// The terms sit beside `store_in_vault`, not under a key of their own.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(storeInVault, forKey: .storeInVault)
            try terms.encode(to: encoder)
        }
    }
}
