import Foundation

/// Masks secrets (passwords, PINs, signatures, tokens, card numbers and codes) before anything is journaled.
enum Redaction {
    static let mask = "****"

    private static let secretHeaders: Set<String> = [
        "authorization", "cookie", "x-paypal-security-password", "x-paypal-security-signature", "x-paypal-device-auth-token",
    ]
    private static let secretKeys: Set<String> = [
        "pin", "new_pin", "newpin", "password", "signature", "secret", "client_secret", "access_token", "session_token",
        "sessiontoken", "refresh_token", "number", "security_code",
    ]

    static func isSecret(header name: String) -> Bool { secretHeaders.contains(name.lowercased()) }

    static func isSecret(key: String) -> Bool {
        let lowered = key.lowercased()
        return secretKeys.contains(lowered) || lowered.contains("password")
    }

    /// The body as a JSON value with secrets masked: parsed JSON, a form with its values masked, or text.
    static func maskedBody(_ data: Data, limit: Int = 16_384) -> Any? {
        guard !data.isEmpty else { return nil }
        if let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            return masked(json)
        }
        let text = String(decoding: data.prefix(limit), as: UTF8.self)
        if text.contains("="), !text.contains(" "), !text.contains("\n") {
            return text.split(separator: "&").map { pair -> String in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard let key = parts.first.map(String.init), isSecret(key: key) else { return String(pair) }
                return "\(key)=\(mask)"
            }.joined(separator: "&")
        }
        return text
    }

    static func masked(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.reduce(into: [String: Any]()) { result, entry in
                result[entry.key] = isSecret(key: entry.key) ? mask : masked(entry.value)
            }
        }
        if let array = value as? [Any] { return array.map(masked) }
        return value
    }
}
