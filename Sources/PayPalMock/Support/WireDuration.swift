import PayPalVocabulary

/// A span of time written as a trainer would type it: `90m`, `3h`, `30d`, `1d12h`, `45s`, `2w`.
public struct WireDuration: Sendable, Equatable {
    public let seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    private static let unitSeconds: [Character: Int64] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800]

    /// Parses the text, or returns nil when it is not a sequence of numbers with units. A span longer than an
    /// Int64 of seconds holds is taken as the longest there is, for the caller's limit to refuse.
    public init?(_ text: String) {
        var total: Int64 = 0
        var number = ""
        var sawUnit = false
        for character in text.lowercased() where character != " " {
            if character.isASCIIDigit {
                number.append(character)
            } else if let unit = Self.unitSeconds[character], !number.isEmpty {
                let value = Int64(number) ?? .max
                let (span, overflowed) = value.multipliedReportingOverflow(by: unit)
                let (sum, overflowedSum) = total.addingReportingOverflow(span)
                total = overflowed || overflowedSum ? .max : sum
                number = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        guard sawUnit, number.isEmpty else { return nil }
        seconds = total
    }
}
