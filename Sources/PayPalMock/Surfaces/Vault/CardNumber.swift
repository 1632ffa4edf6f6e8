import Foundation

/// The checks a card gets before it is saved: a number that passes the Luhn check, a brand read from its
/// leading digits, and an expiry month that has not passed.
enum CardNumber {
    /// The brand of a card number, as PayPal names it, or nil for a number no brand issues.
    static func brand(of number: String) -> String? {
        let digits = number.count
        func starts(_ range: ClosedRange<Int>, length: Int) -> Bool {
            guard let prefix = Int(number.prefix(length)) else { return false }
            return range.contains(prefix)
        }
        if number.hasPrefix("4"), [13, 16, 19].contains(digits) { return "VISA" }
        if (starts(51...55, length: 2) || starts(2221...2720, length: 4)), digits == 16 { return "MASTERCARD" }
        if (number.hasPrefix("34") || number.hasPrefix("37")), digits == 15 { return "AMEX" }
        if (number.hasPrefix("6011") || number.hasPrefix("65") || starts(644...649, length: 3)), digits >= 16 { return "DISCOVER" }
        if starts(3528...3589, length: 4), digits >= 16 { return "JCB" }
        return nil
    }

    /// True when the digits pass the Luhn checksum every card number carries.
    static func passesLuhn(_ number: String) -> Bool {
        let values = number.reversed().compactMap(\.wholeNumberValue)
        guard values.count == number.count else { return false }
        let sum = values.enumerated().reduce(0) { sum, pair in
            let (index, digit) = pair
            guard index % 2 == 1 else { return sum + digit }
            return sum + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2)
        }
        return sum % 10 == 0
    }

    /// The year and month of a `YYYY-MM` expiry, or nil when it is not one.
    static func expiryMonth(_ text: String) -> (year: Int, month: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }

    /// True when a card expiring in that month can no longer pay at `now`: cards work through their last month.
    static func hasExpired(_ expiry: (year: Int, month: Int), at now: Date) -> Bool {
        let today = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: now)
        guard let year = today.year, let month = today.month else { return false }
        return (expiry.year, expiry.month) < (year, month)
    }
}
