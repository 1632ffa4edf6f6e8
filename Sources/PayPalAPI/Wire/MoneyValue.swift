import PayPalVocabulary

/// PayPal's money object, `{"currency_code": "USD", "value": "10.00"}`: the amount as the decimal text PayPal
/// writes, never a binary floating-point number.
public struct MoneyValue: Codable, Sendable, Equatable {
    public var currencyCode: String
    public var value: String

    public init(currencyCode: String, value: String) {
        self.currencyCode = currencyCode
        self.value = value
    }

    public init(_ money: Money) {
        self.init(currencyCode: money.currency.code, value: money.text)
    }

    /// The amount, or nil when PayPal has no such currency or the value is not an amount of it.
    public var money: Money? {
        Currency(code: currencyCode).flatMap { try? Money.parse(value, currency: $0) }
    }
}
