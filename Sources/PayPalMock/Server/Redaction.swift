import Foundation

/// Masks secrets (passwords, PINs, signatures, tokens, card numbers and codes) before anything is journaled,
/// whatever shape they come in: JSON, JSON cut short, a form, a query string, or any other text.
enum Redaction {
    static let mask = "****"
    /// The most of a body the journal keeps; the rest is counted, not stored.
    static let bodyLimit = 8_192

    private static let secretHeaders: Set<String> = [
        "authorization", "cookie", "x-paypal-security-password", "x-paypal-security-signature", "x-paypal-device-auth-token",
        "x-payterm-admin-token", "x-payterm-trainer-secret",
    ]
    private static let secretKeys: Set<String> = [
        "pin", "new_pin", "newpin", "password", "signature", "secret", "client_secret", "access_token", "session_token",
        "sessiontoken", "refresh_token", "number", "security_code", "access-token", "refresh-token", "session",
        // A classroom workspace's keys, in the trainer's answers.
        "api_signature", "admin_token", "braintree_private_key", "braintree_oauth_client_secret",
        // Braintree's client token (its fingerprint authorizes the client API), and the fingerprint as sent.
        "client-token", "clienttoken", "client_token", "authorization_fingerprint", "authorizationfingerprint",
    ]
    /// XML elements whose text logs in, though the same name in JSON or a form does not: Braintree's revoke sends
    /// the access token it revokes as `<token>`.
    static let secretElements: Set<String> = ["token"]
    /// Query and form keys whose value logs in, though the same name as a JSON member does not: OAuth's
    /// authorization `code` (Braintree's connect page sends the merchant back with one in its `redirect_url`), where
    /// a JSON `code` is an error's.
    private static let secretPairKeys: Set<String> = ["code"]

    static func isSecret(header name: String) -> Bool { secretHeaders.contains(name.lowercased()) }

    static func isSecret(key: String) -> Bool {
        let lowered = key.lowercased()
        // NV keys name their field last: `requestEnvelope.pin`, `sender.password`.
        let field = lowered.split(whereSeparator: { $0 == "." || $0 == "[" || $0 == "(" }).last.map(String.init) ?? lowered
        return secretKeys.contains(field) || secretKeys.contains(lowered) || lowered.contains("password")
    }

    /// The body as the journal keeps it, as JSON text: the JSON itself with secrets masked when it is whole and
    /// small, else a string of the text (at most `bodyLimit` bytes) with every secret it shows masked, and how large
    /// it was.
    static func maskedBody(_ data: Data) -> String? {
        guard !data.isEmpty else { return nil }
        if data.count <= bodyLimit, let json = JSONMasking.masked(data) { return String(decoding: json, as: UTF8.self) }
        let text = maskedText(String(decoding: data.prefix(bodyLimit), as: UTF8.self))
        var body = JSONText()
        guard data.count > bodyLimit else {
            body.string(text)
            return body.text
        }
        body.beginObject()
        body.member("truncated_text", text)
        body.member("bytes", data.count)
        body.endObject()
        return body.text
    }

    /// A path with its query's secret values masked: `/x?pin=1234&a=b` is kept as `/x?pin=****&a=b`.
    static func maskedPath(_ path: String) -> String {
        guard let query = path.firstIndex(of: "?") else { return path }
        return String(path[...query]) + maskedPairs(String(path[path.index(after: query)...]))
    }

    /// Any text with the values of secret keys masked where it shows them: as XML elements (`<pin>1234</pin>`,
    /// CDATA too, and an element cut short before it closes), JSON members (`"pin": "1234"`, even cut short, and
    /// `'pin': '1234'` of pseudo-JSON) or form pairs (`pin=1234`, `sender.p%69n=1234`).
    static func maskedText(_ text: String) -> String {
        if text.drop(while: \.isWhitespace).hasPrefix("<") { return maskedXML(text) }
        var result = text
        for match in jsonMember.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let key = Range(match.range(at: 2), in: text), isSecret(key: String(text[key])),
                  let value = Range(match.range(at: 3), in: result) else { continue }
            result.replaceSubrange(value, with: "\"\(mask)\"")
        }
        return maskedPairs(result)
    }

    /// A JSON string's value as the journal keeps it: a URL with its query's secrets masked (a return URL stays
    /// readable, its OAuth code does not), any other text as it is.
    static func maskedString(_ text: String) -> String {
        text.contains("://") ? maskedPath(text) : text
    }

    /// `a=b&pin=1234` pairs, secrets masked; text without pairs comes back as it was.
    private static func maskedPairs(_ text: String) -> String {
        var result = text
        for match in formPair.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let key = Range(match.range(at: 1), in: text),
                  isSecretPair(FormEncoding.unescape(text[key]) ?? String(text[key])),
                  let value = Range(match.range(at: 2), in: result) else { continue }
            result.replaceSubrange(value, with: mask)
        }
        return result
    }

    private static func isSecretPair(_ key: String) -> Bool { isSecret(key: key) || secretPairKeys.contains(key.lowercased()) }

    /// `"key": "value"` (the value possibly cut short) or `"key": 1234`; single quotes too, as pseudo-JSON has them.
    private static let jsonMember = try! NSRegularExpression(
        pattern: #"(["'])((?:(?!\1)[^\\]){1,64})\1\s*:\s*("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|-?[0-9.eE+-]+)"#)
    /// `key=value` at the start of the text or after `&`, `?` or a line break.
    private static let formPair = try! NSRegularExpression(pattern: #"(?:^|(?<=[&?\s]))([^&=?\s]{1,128})=([^&\s]*)"#)
}
