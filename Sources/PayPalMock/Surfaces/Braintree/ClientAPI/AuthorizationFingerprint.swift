import Crypto
import Foundation

/// A client token's authorization fingerprint: an HMAC-SHA256, keyed with the merchant's private key, over the
/// merchant id, an expiry and the customer the token was made for (if any), then that expiry and customer id, so the
/// gateway checks one without keeping those it issued.
enum AuthorizationFingerprint {
    /// Client tokens last a day on the virtual clock.
    static let lifetime: TimeInterval = 24 * 60 * 60

    /// What a valid fingerprint grants: the client API, and the vault of the customer it names.
    struct Grant: Sendable, Equatable {
        let customerId: String?
    }

    static func issue(for merchant: BraintreeMerchant, customerId: String? = nil, at now: Date) -> String {
        let expiry = Int(now.addingTimeInterval(lifetime).timeIntervalSince1970)
        return ([signature(merchant, expiry, customerId), String(expiry)] + (customerId.map { [$0] } ?? [])).joined(separator: ".")
    }

    /// The grant of a fingerprint the merchant issued that has not expired; nil for any other. Customer ids hold no
    /// `.` (`GatewayCustomer.isValidId`).
    static func check(_ fingerprint: String, for merchant: BraintreeMerchant, at now: Date) -> Grant? {
        let parts = fingerprint.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let expiry = Int(parts[1]), Date(timeIntervalSince1970: TimeInterval(expiry)) > now else { return nil }
        let customerId = parts.count == 3 ? String(parts[2]) : nil
        guard ConstantTime.equal(Array(parts[0].utf8), Array(signature(merchant, expiry, customerId).utf8)) else { return nil }
        return Grant(customerId: customerId)
    }

    private static func signature(_ merchant: BraintreeMerchant, _ expiry: Int, _ customerId: String?) -> String {
        let key = SymmetricKey(data: Data(merchant.privateKey.utf8))
        let message = "\(merchant.merchantId)|\(expiry)" + (customerId.map { "|" + $0 } ?? "")
        return HexDigits.of(HMAC<SHA256>.authenticationCode(for: Data(message.utf8), using: key))
    }
}
