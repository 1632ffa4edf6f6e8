import Foundation

/// Masks secrets (passwords, PINs, signatures, keys, tokens, card numbers and codes) before anything is journaled,
/// whatever shape they come in: JSON, JSON cut short, a form, a query string, XML elements and attributes, a URL's
/// user info, or any other text. What is a secret is said by its name's words (`isSecret(key:)`), not by a list of
/// names, so a header or field nobody listed is masked too; a URL stays visible but for its user info's password.
enum Redaction {
    static let mask = "****"
    /// The most of a body the journal keeps; the rest is counted, not stored.
    static let bodyLimit = 8_192

    /// The words that say a name holds a secret, wherever they stand in it (`X-Api-Key`, `Proxy-Authorization`,
    /// `X-Amz-Security-Token`, `api_key`, `sender.password`, `newPin`), or end its last word (`apikey`, `sessiontoken`).
    private static let secretWords = ["key", "token", "secret", "password", "passwd", "pin", "signature", "authorization", "fingerprint"]
    /// Secrets whose names say none of those words.
    private static let secretNames: Set<String> = [
        "cookie", "set-cookie", "session", "number", "security_code", "cvv",
    ]
    /// Names that hold one of those words but only an identifier, shown wherever it is used: PayPal's pay and
    /// preapproval keys, its checkout, billing agreement, setup and payment tokens, and what a PIN is.
    private static let identifierNames: Set<String> = [
        "paykey", "pay_key", "preapprovalkey", "preapproval_key", "token", "ba_token", "setup_token", "payment_token",
        "payment_tokens", "payment_method_token", "pintype", "pin_type", "token_type", "token-type",
        "permit_multiple_payment_tokens", "tokenize_credit_cards",
    ]
    /// XML elements whose text logs in, though the same name in JSON or a form does not: Braintree's revoke sends
    /// the access token it revokes as `<token>`.
    static let secretElements: Set<String> = ["token"]
    /// Query and form keys whose value logs in, though the same name as a JSON member does not: OAuth's
    /// authorization `code` (Braintree's connect page sends the merchant back with one in its `redirect_url`), where
    /// a JSON `code` is an error's.
    private static let secretPairKeys: Set<String> = ["code"]

    static func isSecret(header name: String) -> Bool { isSecret(key: name) }

    /// True when the name (a header's, a JSON member's, a form or query field's, an XML element's or attribute's)
    /// says it holds a secret. An NV key names its field last: `requestEnvelope.pin`, `sender.password`.
    static func isSecret(key: String) -> Bool {
        let lowered = key.lowercased()
        let field = lowered.split(whereSeparator: { $0 == "." || $0 == "[" || $0 == "(" }).last.map(String.init) ?? lowered
        if secretNames.contains(field) || secretNames.contains(lowered) { return true }
        if identifierNames.contains(field) { return false }
        let words = words(of: key)
        return words.contains(where: secretWords.contains) || words.last.map { last in secretWords.contains(where: last.hasSuffix) } == true
    }

    /// A name's words, lower-cased: split at anything but a letter or digit, and where a lower-case letter meets an
    /// upper-case one (`newPin`, `sessionToken`).
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousIsLower = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                (word, previousIsLower) = ("", false)
                continue
            }
            if character.isUppercase, previousIsLower, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word += character.lowercased()
            previousIsLower = character.isLowercase
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The body as the journal keeps it, as JSON text: the JSON itself with secrets masked when it is whole and
    /// small, else a string of the text (at most `bodyLimit` bytes) with every secret it shows masked, and how large
    /// it was.
    static func maskedBody(_ data: Data) -> String? {
        guard !data.isEmpty else { return nil }
        if data.count <= bodyLimit, let json = JSONMasking.masked(data) { return maskedUserInfo(String(decoding: json, as: UTF8.self)) }
        let text = maskedUserInfo(maskedText(String(decoding: data.prefix(bodyLimit), as: UTF8.self)))
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
        return String(path[...query]) + maskedUserInfo(maskedPairs(String(path[path.index(after: query)...])))
    }

    /// Every URL's user-info password masked (`https://merchant:****@hooks.example/`), the rest of the URL kept:
    /// in JSON, with its slashes escaped or not, and in any other text.
    static func maskedUserInfo(_ text: String) -> String {
        guard text.contains("@") else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return userInfo.stringByReplacingMatches(in: text, range: range, withTemplate: "$1\(mask)@")
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
    /// A URL's scheme, `//` (its slashes perhaps escaped, as JSON may), user name and `:`, then the password to `@`.
    private static let userInfo = try! NSRegularExpression(pattern: #"([A-Za-z][A-Za-z0-9+.-]*:(?:\\?/){2}[^/\s:@"'<>\\]*:)[^@/\s"'<>]+@"#)
    /// `key=value` at the start of the text or after `&`, `?` or a line break.
    private static let formPair = try! NSRegularExpression(pattern: #"(?:^|(?<=[&?\s]))([^&=?\s]{1,128})=([^&\s]*)"#)
}
