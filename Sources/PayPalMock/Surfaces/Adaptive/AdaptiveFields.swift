import PayPalVocabulary

/// Reading the fields of an Adaptive Payments request: a missing, mistyped or oversized field is a malformed
/// request (HTTP 400); a well-formed value PayPal does not accept is refused with its own code.
enum AdaptiveFields {
    static func required<T>(_ value: T?, _ name: String) throws -> T {
        guard let value else { throw AdaptiveFailure(.missingParameter(name)) }
        return value
    }

    /// Optional text, refused when longer than PayPal allows.
    static func text(_ value: String?, _ name: String, max: Int) throws -> String? {
        guard let value, !value.isEmpty else { return nil }
        guard value.count <= max else {
            throw AdaptiveFailure(.invalidRequest("\(name) is longer than \(max) characters", parameters: [name]))
        }
        return value
    }

    static func currency(_ code: String?, _ name: String = "currencyCode") throws -> Currency {
        let code = try required(code, name)
        guard let currency = Currency(code: code) else { throw AdaptiveFailure(.invalidParameter(name, value: code)) }
        return currency
    }

    /// An amount in the currency; too many decimals is PayPal's rounding error, a non-number a malformed request.
    static func money(_ text: LenientText?, _ name: String, in currency: Currency) throws -> Money {
        let text = try required(text, name).value
        do {
            return try Money.parse(text, currency: currency)
        } catch .tooManyDecimals {
            throw AdaptiveFailure(.fractionalAmount)
        } catch {
            throw AdaptiveFailure(.invalidRequest("\(name) \(text) is not an amount", parameters: [name, text]))
        }
    }

    static func positiveMoney(_ text: LenientText?, _ name: String, in currency: Currency) throws -> Money {
        let amount = try money(text, name, in: currency)
        if amount.minorUnits < 0 { throw AdaptiveFailure(.invalidRequest("\(name) cannot be negative", parameters: [name])) }
        if amount.minorUnits == 0 { throw AdaptiveFailure(.invalidRequest("\(name) must be greater than zero", parameters: [name])) }
        return amount
    }

    /// One of an enumeration's values, or `fallback` when the field is absent.
    static func choice<Value: RawRepresentable<String>>(_ raw: String?, _ name: String, default fallback: Value) throws -> Value {
        guard let raw, !raw.isEmpty else { return fallback }
        guard let value = Value(rawValue: raw.uppercased()) else { throw AdaptiveFailure(.invalidParameter(name, value: raw)) }
        return value
    }

    /// Phone numbers compare without spaces, dashes or brackets.
    static func normalizedPhone(_ phone: String) -> String {
        phone.filter { $0.isASCIIDigit || $0 == "+" }
    }
}
