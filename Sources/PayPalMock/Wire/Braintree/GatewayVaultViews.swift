/// How the gateway writes the vault: customers and their PayPal accounts.
extension GatewayViews {
    static func customer(_ customer: GatewayCustomer, accounts: [VaultedPayPalAccount]) -> GatewayXML {
        .element("customer", [
            .text("id", customer.customerId),
            .text("merchant-id", customer.merchantId),
            .text("first-name", customer.firstName),
            .text("last-name", customer.lastName),
            .text("email", customer.email),
            .datetime("created-at", customer.createdAt),
            .datetime("updated-at", customer.updatedAt),
            .array("credit-cards", []),
            .array("paypal-accounts", accounts.map { paypalAccount($0, isDefault: $0.id == customer.paymentMethodTokens.first) }),
        ])
    }

    static func paypalAccount(_ account: VaultedPayPalAccount, isDefault: Bool) -> GatewayXML {
        .element("paypal-account", [
            .text("token", account.id),
            .text("customer-id", account.customerId),
            .text("email", account.email),
            .text("billing-agreement-id", account.billingAgreementId),
            .boolean("default", isDefault),
            .text("image-url", "https://assets.braintreegateway.com/payment_method_logo/paypal.png?environment=sandbox"),
            .datetime("created-at", account.createdAt),
            .datetime("updated-at", account.createdAt),
        ])
    }
}
