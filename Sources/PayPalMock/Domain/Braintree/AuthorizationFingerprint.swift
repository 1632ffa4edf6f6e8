import Crypto
import Foundation

/// A client token's authorization fingerprint: an HMAC-SHA256, keyed with the merchant's private key, over the
/// merchant id and an expiry, then that expiry, so the gateway checks one without keeping those it issued.
enum AuthorizationFingerprint {
    /// Client tokens last a day on the virtual clock.
    static let lifetime: TimeInterval = 24 * 60 * 60

    static func issue(for merchant: BraintreeMerchant, at now: Date) -> String {
        let expiry = Int(now.addingTimeInterval(lifetime).timeIntervalSince1970)
        return signature(merchant, expiry) + "." + String(expiry)
    }

    static func isValid(_ fingerprint: String, for merchant: BraintreeMerchant, at now: Date) -> Bool {
        let parts = fingerprint.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let expiry = Int(parts[1]), Date(timeIntervalSince1970: TimeInterval(expiry)) > now else { return false }
        return ConstantTime.equal(Array(parts[0].utf8), Array(signature(merchant, expiry).utf8))
    }

    private static func signature(_ merchant: BraintreeMerchant, _ expiry: Int) -> String {
        let key = SymmetricKey(data: Data(merchant.privateKey.utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data("\(merchant.merchantId)|\(expiry)".utf8), using: key)
        return HexDigits.of(code)
    }
}
