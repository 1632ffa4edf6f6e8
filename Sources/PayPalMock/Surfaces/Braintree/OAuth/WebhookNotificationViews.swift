import Crypto
import Foundation

/// A Braintree webhook notification as the partner receives it (written with snake_case keys): `bt_payload`, the notification's XML in base64, and
/// `bt_signature`, `public_key|hex` of an HMAC-SHA1 over the payload keyed with the SHA-1 of the private key, which
/// the server SDKs' `webhook_notification.parse` checks.
struct SignedWebhookNotification: Encodable {
    let kind: String
    let timestamp: String
    let btSignature: String
    let btPayload: String

    init(_ notification: BraintreeNotification, signedBy merchant: BraintreeMerchant) {
        kind = notification.kind
        timestamp = Timestamp.rest(notification.timestamp)
        btPayload = Self.document(notification).document.base64EncodedString()
        let key = SymmetricKey(data: Data(Insecure.SHA1.hash(data: Data(merchant.privateKey.utf8))))
        let code = HMAC<Insecure.SHA1>.authenticationCode(for: Data(btPayload.utf8), using: key)
        btSignature = merchant.publicKey + "|" + HexDigits.of(code)
    }

    private static func document(_ notification: BraintreeNotification) -> GatewayXML {
        .element("notification", [
            .datetime("timestamp", notification.timestamp),
            .text("kind", notification.kind),
            .element("subject", [
                .element("oauth-application-revocation", [
                    .text("merchant-id", notification.merchantId),
                    .text("oauth-application-client-id", notification.clientId),
                ]),
            ]),
        ])
    }
}
