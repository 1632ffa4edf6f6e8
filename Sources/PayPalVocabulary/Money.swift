import Foundation

/// An amount of money: integer minor units of one currency. Never a binary floating-point number.
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var minorUnits: Int64
    public var currency: Currency

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Why a decimal string is not an amount of a currency.
    public enum ParseError: Error, Equatable {
        case notANumber
        case tooManyDecimals(allowed: Int)
        /// More than `largest(in:)`.
        case tooLarge
        /// Less than minus `largest(in:)`.
        case tooSmall
    }

    /// Whole digits of the largest amount: PayPal takes up to 999,999,999,999,999.99 (its Orders API's
    /// `MAX_VALUE_EXCEEDED`).
    private static let largestWholeDigits = 15

    /// The largest amount PayPal takes in `currency`: 999999999999999.99, or 999999999999999 without decimals.
    public static func largest(in currency: Currency) -> Money {
        var whole: Int64 = 1
        for _ in 0..<largestWholeDigits { whole *= 10 }
        return Money(minorUnits: whole * currency.minorPerMajor - 1, currency: currency)
    }

    /// Parses PayPal's decimal text ("10.00", "7", "-1.5", "007.50") by its value; more decimals than the currency
    /// has is an error, and so is an amount beyond `largest(in:)` either way.
    public static func parse(_ text: String, currency: Currency) throws(ParseError) -> Money {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !parts[0].isEmpty || !fraction.isEmpty,
              parts[0].allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
              parts.count == 1 || !fraction.isEmpty
        else { throw .notANumber }
        guard fraction.count <= currency.exponent else { throw .tooManyDecimals(allowed: currency.exponent) }
        let whole = parts[0].drop { $0 == "0" }
        guard whole.count <= largestWholeDigits else { throw negative ? .tooSmall : .tooLarge }
        let paddedFraction = fraction + String(repeating: "0", count: currency.exponent - fraction.count)
        let minor = (Int64(whole) ?? 0) * currency.minorPerMajor + (Int64(paddedFraction) ?? 0)
        return Money(minorUnits: negative ? -minor : minor, currency: currency)
    }

    /// The amount as PayPal writes it: "10.00", "1500" for JPY.
    public var text: String {
        let magnitude = minorUnits.magnitude
        let per = UInt64(currency.minorPerMajor)
        let sign = minorUnits < 0 ? "-" : ""
        guard currency.exponent > 0 else { return sign + String(magnitude) }
        let fraction = String(magnitude % per)
        return sign + String(magnitude / per) + "." + String(repeating: "0", count: currency.exponent - fraction.count) + fraction
    }

    public var description: String { "\(text) \(currency.code)" }

    public var isPositive: Bool { minorUnits > 0 }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    public static func - (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits - rhs.minorUnits, currency: lhs.currency)
    }

    /// A share of this amount in basis points (1/100 of a percent), rounded half up. Taken in two parts, so that
    /// even the largest amount times 115 % stays within `Int64`.
    public func share(basisPoints: Int64) -> Money {
        let (whole, rest) = minorUnits.quotientAndRemainder(dividingBy: 10_000)
        let (roundedRest, remainder) = (rest * basisPoints + 5_000).quotientAndRemainder(dividingBy: 10_000)
        return Money(minorUnits: whole * basisPoints + roundedRest - (remainder < 0 ? 1 : 0), currency: currency)
    }
}

extension Sequence where Element == Money {
    /// The sum of amounts in one currency.
    public func sum(in currency: Currency) -> Money {
        reduce(.zero(currency), +)
    }
}

extension Money {
    /// This amount times a count, or nil when the product is beyond what PayPal can hold.
    public func times(_ count: Int64) -> Money? {
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: count)
        return overflow ? nil : Money(minorUnits: product, currency: currency)
    }
}

extension Sequence where Element == Money {
    /// The sum, or nil when it is beyond what PayPal can hold.
    public func checkedSum(in currency: Currency) -> Money? {
        var total = Money.zero(currency)
        for amount in self {
            let (sum, overflow) = total.minorUnits.addingReportingOverflow(amount.minorUnits)
            if overflow { return nil }
            total.minorUnits = sum
        }
        return total
    }
}
