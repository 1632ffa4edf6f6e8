import Crypto
import Foundation

/// The merchant's Venmo profile, as the client API's configuration names it under `payWithVenmo`: the profile id the
/// SDK sends as `merchantProfileId`, and the access token the Venmo app takes. Both follow from the merchant id, so a
/// merchant keeps them across restarts and resets.
struct VenmoProfile: Sendable, Equatable {
    /// 19 digits, as Venmo's merchant profile ids look.
    let id: String
    let accessToken: String

    init(_ merchant: BraintreeMerchant) {
        let digest = Array(SHA256.hash(data: Data("venmo|\(merchant.merchantId)".utf8)))
        let number = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        id = String(1_000_000_000_000_000_000 + number % 9_000_000_000_000_000_000)
        accessToken = "access_token$sandbox$\(merchant.merchantId)$" + HexDigits.of(digest.dropFirst(8).prefix(16))
    }
}
