import Foundation

/// The timestamp formats on the wire.
enum Timestamp {
    /// Adaptive Payments style: `2026-11-22T19:37:54.123Z`.
    static func adaptive(_ date: Date) -> String { adaptiveStyle.format(date) }

    /// REST style: `2026-11-22T19:37:54Z`.
    static func rest(_ date: Date) -> String { restStyle.format(date) }

    /// A day, in UTC: `2026-11-22`.
    static func day(_ date: Date) -> String { dayStyle.format(date) }

    private static let adaptiveStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let restStyle = Date.ISO8601FormatStyle()
    private static let dayStyle = Date.ISO8601FormatStyle().year().month().day()

    /// Reads a date as clients send it: `2026-11-22`, `2026-11-22Z`, or a full ISO 8601 date-time with any offset.
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: trimmed) { return date }
        formatter.formatOptions = [.withFullDate]
        let dateOnly = trimmed.hasSuffix("Z") ? String(trimmed.dropLast()) : trimmed
        return formatter.date(from: dateOnly)
    }
}
