/// How the gateway writes the vault: customers and their PayPal and Venmo accounts.
extension GatewayViews {
    static func customer(_ holdings: BraintreeVault.Holdings) -> GatewayXML {
        let customer = holdings.customer
        return .element("customer", [
            .text("id", customer.customerId),
            .text("merchant-id", customer.merchantId),
            .text("first-name", customer.firstName),
            .text("last-name", customer.lastName),
            .text("email", customer.email),
            .datetime("created-at", customer.createdAt),
            .datetime("updated-at", customer.updatedAt),
            .array("credit-cards", []),
            .array("paypal-accounts", holdings.accounts.map { paypalAccount($0, isDefault: $0.id == customer.paymentMethodTokens.first) }),
            .array("venmo-accounts", holdings.venmoAccounts.map { venmoAccount($0, isDefault: $0.id == customer.paymentMethodTokens.first) }),
        ])
    }

    static func paymentMethod(_ method: BraintreeVault.PaymentMethod, isDefault: Bool) -> GatewayXML {
        switch method {
        case .paypal(let account): paypalAccount(account, isDefault: isDefault)
        case .venmo(let account): venmoAccount(account, isDefault: isDefault)
        }
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

    /// A vaulted Venmo account, as payment method find and a customer list it.
    static func venmoAccount(_ account: VaultedVenmoAccount, isDefault: Bool) -> GatewayXML {
        .element("venmo-account", venmoFields(account.user, token: account.id) + [
            .text("customer-id", account.customerId), .boolean("default", isDefault), .datetime("created-at", account.createdAt),
            .datetime("updated-at", account.createdAt),
        ])
    }

    /// `<venmo-account>` as a transaction carries it (`venmo_account_details`).
    static func venmoAccount(_ user: VenmoUser, token: String?) -> GatewayXML {
        .element("venmo-account", venmoFields(user, token: token))
    }

    private static func venmoFields(_ user: VenmoUser, token: String?) -> [GatewayXML] {
        [
            .text("token", token),
            .text("username", user.username),
            .text("venmo-user-id", user.userId),
            .text("image-url", VenmoUser.imageURL),
            .text("source-description", user.sourceDescription),
        ]
    }
}
