import Foundation

/// `name=value&…` text, as in IPN messages, OAuth token requests and Adaptive Payments NV: each part
/// percent-encoded, a space as `+`.
enum FormEncoding {
    /// The characters Java's `URLEncoder` (PayPal's Java SDKs) leaves as they are; PHP's `urlencode` also
    /// encodes `*`, and both read either.
    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._* ")

    static func escape(_ text: String) -> String {
        (text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text).replacingOccurrences(of: " ", with: "+")
    }

    /// The text a part stands for; nil when a `%` is not followed by two hex digits or the bytes are not UTF-8.
    static func unescape(_ part: some StringProtocol) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// The pairs of a form as they were sent, still encoded; a pair without `=` has no value. Empty pairs
    /// (`a=1&&b=2`, a trailing `&` as PayPal's Java SDK writes) are skipped.
    static func pairs(_ form: some StringProtocol) -> [(name: Substring, value: Substring?)] {
        form.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Substring(parts[0]), parts.count > 1 ? Substring(parts[1]) : nil)
        }
    }
}
