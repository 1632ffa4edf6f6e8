import PayPalAPI

/// PayPal's money object as clients send it: `{"currency_code": "USD", "value": "10.00"}`, the value a string.
struct MoneyBody: Codable, Sendable, Equatable {
    var currencyCode: String?
    var value: String?

    /// The amount, or the issue PayPal names: a missing part, an unknown currency, too many decimals.
    /// `field` is where the object sits, as a JSON pointer.
    func money(at field: String) throws(RESTError) -> Money {
        guard let code = currencyCode else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "currency_code is missing.", field: field + "/currency_code")
        }
        guard let value else { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "value is missing.", field: field + "/value") }
        guard let currency = Currency(code: code) else {
            throw .unprocessable("INVALID_CURRENCY_CODE", "\(code) is not a currency PayPal supports.", field: field + "/currency_code")
        }
        do {
            return try Money.parse(value, currency: currency)
        } catch .tooManyDecimals(let allowed) {
            throw .unprocessable("DECIMAL_PRECISION", "\(code) amounts have at most \(allowed) decimal places.", field: field + "/value")
        } catch .tooLarge {
            throw .unprocessable("MAX_VALUE_EXCEEDED", "The value is larger than PayPal accepts.", field: field + "/value")
        } catch {
            throw .invalidRequest("INVALID_PARAMETER_SYNTAX", "'\(value)' is not an amount: send a decimal string like \"10.00\".", field: field + "/value")
        }
    }
}
