import PayPalVocabulary

/// PayPal's money object as clients send it: `{"currency_code": "USD", "value": "10.00"}`, the value a string.
struct MoneyBody: Codable, Sendable, Equatable {
    /// The specs' `maxLength` of `value`.
    static let maxValueLength = 32

    var currencyCode: String?
    var value: String?

    /// The amount, or the issue PayPal names: a missing part, an unknown currency, too many decimals, a value
    /// beyond the largest amount. `field` is where the object sits, as a JSON pointer; `tooLarge` is the issue the
    /// operation's spec lists for an amount over the largest (Orders' `MAX_VALUE_EXCEEDED` unless named), and
    /// `negative` the one for an amount below zero.
    func money(
        at field: String, tooLarge: String = "MAX_VALUE_EXCEEDED", negative: String = "CANNOT_BE_ZERO_OR_NEGATIVE"
    ) throws(RESTError) -> Money {
        guard let code = currencyCode else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "currency_code is missing.", field: field + "/currency_code")
        }
        guard let value else { throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "value is missing.", field: field + "/value") }
        _ = try SpecText.checked(value, field: field + "/value", length: 0...Self.maxValueLength, rule: "at most \(Self.maxValueLength) characters long")
        // The specs' pattern: digits, a point and a sign, nothing around them (" 1.00" is not an amount).
        guard value.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" }) else { throw Self.notAnAmount(value, at: field) }
        guard let currency = Currency(code: code) else {
            throw .unprocessable("INVALID_CURRENCY_CODE", "\(code) is not a currency PayPal supports.", field: field + "/currency_code")
        }
        do {
            return try Money.parse(value, currency: currency)
        } catch .tooManyDecimals(let allowed) {
            throw .unprocessable("DECIMAL_PRECISION", "\(code) amounts have at most \(allowed) decimal places.", field: field + "/value")
        } catch .tooLarge {
            throw .unprocessable(
                tooLarge, "\(value) is more than \(Money.largest(in: currency).text), the largest amount PayPal takes.", field: field + "/value")
        } catch .tooSmall {
            throw .unprocessable(negative, "\(value) is below zero.", field: field + "/value")
        } catch {
            throw Self.notAnAmount(value, at: field)
        }
    }

    private static func notAnAmount(_ value: String, at field: String) -> RESTError {
        .invalidRequest("INVALID_PARAMETER_SYNTAX", "'\(value)' is not an amount: send a decimal string like \"10.00\", with nothing around it.", field: field + "/value")
    }
}
