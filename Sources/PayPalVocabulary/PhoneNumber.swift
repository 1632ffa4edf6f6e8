/// Phone numbers as people type them (`408-555-0101`, `(408) 555-0101`, `+1 408 555 0101`) in the canonical
/// E.164 form PayPal keeps them in (`+14085550101`). A number without a country code is taken as North American.
public enum PhoneNumber {
    public static func canonical(_ typed: String) -> String {
        let trimmed = typed.drop { $0 == " " }
        let digits = trimmed.filter(\.isASCIIDigit)
        if trimmed.hasPrefix("+") { return "+" + digits }
        if digits.hasPrefix("00") { return "+" + digits.dropFirst(2) }
        if digits.count == 10 { return "+1" + digits }
        if digits.count == 11, digits.hasPrefix("1") { return "+" + digits }
        return digits
    }
}

extension PhoneNumber {
    /// True for a canonical number of a length E.164 allows (8 to 15 digits after the `+`).
    public static func isPlausible(_ canonical: String) -> Bool {
        canonical.hasPrefix("+") && (8...15).contains(canonical.dropFirst().count) && canonical.dropFirst().allSatisfy(\.isASCIIDigit)
    }
}
