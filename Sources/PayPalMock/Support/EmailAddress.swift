/// What passes for an email address: a local part, one `@`, and a domain with a dot, in printable ASCII with no
/// spaces; at most 254 characters, as SMTP allows.
enum EmailAddress {
    static func isPlausible(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard text.count <= 254, parts.count == 2, let local = parts.first, let domain = parts.last,
              (1...64).contains(local.count), domain.count >= 3, domain.contains("."),
              !domain.hasPrefix("."), !domain.hasSuffix("."), !domain.contains("..")
        else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }
    }
}
