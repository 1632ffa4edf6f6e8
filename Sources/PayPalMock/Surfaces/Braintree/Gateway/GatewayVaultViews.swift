/// How the gateway writes the vault: customers and the accounts vaulted for them (each instrument writes its own).
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
        ] + PaymentInstruments.all.map { instrument in
            .array(instrument.customerArray, holdings.methods.filter { type(of: $0).customerArray == instrument.customerArray }.map {
                $0.gatewayXML(isDefault: $0.id == customer.paymentMethodTokens.first)
            })
        })
    }
}
