import Foundation

/// How the gateway writes its resources and its refusals.
enum GatewayViews {
    static func transaction(_ transaction: GatewayTransaction) -> GatewayXML {
        .element("transaction", [
            .text("id", transaction.id),
            .text("status", transaction.status.rawValue),
            .text("type", transaction.type.rawValue),
            .text("amount", transaction.amount.text),
            .text("currency-iso-code", transaction.amount.currency.code),
            .text("merchant-account-id", transaction.merchantAccountId ?? transaction.merchantId),
            .text("payment-instrument-type", transaction.venmo == nil ? "paypal_account" : "venmo_account"),
            .text("processor-response-code", transaction.processorResponseCode),
            .text("processor-response-text", transaction.processorResponseText),
            .text("gateway-rejection-reason", transaction.gatewayRejectionReason),
            .text("refunded-transaction-id", transaction.refundedTransactionId),
            .array("refund-ids", transaction.refundIds.map { .text("item", $0) }),
            .datetime("created-at", transaction.createdAt),
            .datetime("updated-at", transaction.updatedAt),
            .element("customer", [.text("id", transaction.customerId)]),
            // PayTerm's shape for braintree_python 4.32.0's `recipient_email` and `recipient_phone`: no source shows it.
            .text("recipient-email", transaction.recipient?.email),
            .text("recipient-phone", transaction.recipient?.phone),
            instrument(of: transaction),
        ])
    }

    /// The account a transaction was paid with: `<venmo-account>` for Venmo, else `<paypal>`.
    private static func instrument(of transaction: GatewayTransaction) -> GatewayXML {
        if let venmo = transaction.venmo { return venmoAccount(venmo, token: transaction.paymentMethodToken) }
        return .element("paypal", [
            .text("token", transaction.paymentMethodToken),
            .text("payer-email", transaction.payerEmail ?? BraintreeMerchant.sandboxPayerEmail),
            .text("payment-id", "PAY-" + transaction.id),
            .text("authorization-id", "AUTH-" + transaction.id),
            .text("billing-agreement-id", transaction.billingAgreementId),
        ])
    }

    /// `<api-error-response>`: validation errors grouped under the resource, the message, and the transaction when
    /// the gateway made one and refused it (a decline, a rejection).
    static func errorResponse(_ failure: GatewayFailure) -> GatewayXML {
        let errors = failure.errors.map { error in
            GatewayXML.element("error", [
                .text("code", error.code), .text("attribute", error.attribute), .text("message", error.message),
            ])
        }
        // Every level holds its own `errors`, empty but for the innermost, as the SDKs' collections read one at each.
        var nested: [GatewayXML] = []
        if !errors.isEmpty {
            var level = GatewayXML.array("errors", errors)
            for (depth, name) in failure.path.reversed().enumerated() {
                level = .element(dasherized(name), depth == 0 ? [level] : [.array("errors", []), level])
            }
            nested = [level]
        }
        var children: [GatewayXML] = [.element("errors", [.array("errors", [])] + nested), .text("message", failure.message)]
        if let transaction = failure.transaction { children.append(self.transaction(transaction)) }
        return .element("api-error-response", children)
    }

    private static func dasherized(_ name: String) -> String { name.replacingOccurrences(of: "_", with: "-") }

    static func clientToken(_ value: String) -> GatewayXML {
        .element("client-token", [.text("value", value)])
    }
}
