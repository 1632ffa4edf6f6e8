/// An ISO 4217 currency PayPal accepts, with the number of decimal places its amounts carry.
public struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
    public let code: String
    /// Digits after the decimal point: 2 for USD, 0 for JPY.
    public let exponent: Int

    private static let exponents: [String: Int] = [
        "AUD": 2, "BRL": 2, "CAD": 2, "CHF": 2, "CNY": 2, "CZK": 2, "DKK": 2, "EUR": 2, "GBP": 2,
        "HKD": 2, "HUF": 0, "ILS": 2, "JPY": 0, "MXN": 2, "MYR": 2, "NOK": 2, "NZD": 2, "PHP": 2,
        "PLN": 2, "SEK": 2, "SGD": 2, "THB": 2, "TWD": 0, "USD": 2,
    ]

    /// The currency for a code, or nil when PayPal does not support it.
    public init?(code: String) {
        guard let exponent = Self.exponents[code] else { return nil }
        self.code = code
        self.exponent = exponent
    }

    public static let usd = Currency(code: "USD")!

    public var description: String { code }

    /// One major unit expressed in minor units: 100 for USD, 1 for JPY.
    public var minorPerMajor: Int64 {
        var result: Int64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
