import Foundation
import Synchronization

/// Amounts as a language writes them (`1.234,56 €`), remembered once formatted: Foundation's currency formatting
/// costs more than the rest of a frame, and a frame shows the same few amounts again and again.
enum MoneyText {
    private static let remembered = Mutex<[String: String]>([:])
    /// Enough for every amount a session shows; past it the memory starts again.
    private static let limit = 512

    /// `decimal` (`1234.56`) in `currencyCode`, as `locale` writes it; the decimal itself when it is not one.
    static func format(_ decimal: String, currencyCode: String, locale: Locale) -> String {
        let key = "\(locale.identifier)|\(currencyCode)|\(decimal)"
        if let known = remembered.withLock({ $0[key] }) { return known }
        let text = Decimal(string: decimal).map { $0.formatted(.currency(code: currencyCode).locale(locale)) } ?? decimal
        remembered.withLock { memory in
            if memory.count >= limit { memory.removeAll(keepingCapacity: true) }
            memory[key] = text
        }
        return text
    }
}
