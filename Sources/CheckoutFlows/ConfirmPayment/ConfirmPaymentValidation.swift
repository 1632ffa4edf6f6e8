import PayPalVocabulary

/// The SDK's check of the button's configuration and transaction data before any order is made (the seed's
/// step 1): each problem is a detail of one `VALIDATION_ERROR`.
enum ConfirmPaymentValidation {
    /// The amount to ask for, or the problems found.
    static func check(_ configuration: ButtonConfiguration) -> Result<Money, CallbackError> {
        var details: [CallbackError.Detail] = []
        var amount: Money?
        if let currency = Currency(code: configuration.currency) {
            do throws(Money.ParseError) {
                let money = try Money.parse(configuration.amount, currency: currency)
                if money.isPositive {
                    amount = money
                } else {
                    details.append(.init(issue: "CANNOT_BE_ZERO_OR_NEGATIVE", description: "The amount must be more than zero."))
                }
            } catch {
                details.append(.init(
                    issue: "INVALID_PARAMETER_SYNTAX",
                    description: "The amount \"\(configuration.amount)\" is not an amount of \(currency.code) (\(currency.exponent) decimal places at most)."))
            }
        } else {
            details.append(.init(issue: "INVALID_CURRENCY_CODE", description: "\"\(configuration.currency)\" is not a currency PayPal takes."))
        }
        if !isEmailAddress(configuration.payeeEmailAddress) {
            details.append(.init(
                issue: "INVALID_PARAMETER_SYNTAX", description: "The payee email address \"\(configuration.payeeEmailAddress)\" is not an email address."))
        }
        if configuration.paymentDescription.count > 127 {
            details.append(.init(issue: "INVALID_STRING_LENGTH", description: "The payment description is longer than 127 characters."))
        }
        if configuration.shippingPreference == .setProvidedAddress, configuration.providedAddress == nil {
            details.append(.init(issue: "MISSING_SHIPPING_ADDRESS", description: "SET_PROVIDED_ADDRESS needs the shopper's address."))
        }
        guard details.isEmpty, let amount else {
            return .failure(CallbackError(name: "VALIDATION_ERROR", message: "Invalid payment configuration", details: details))
        }
        return .success(amount)
    }

    /// One `@`, something before it, and a dotted domain after it, with no spaces.
    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(" ") else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}
