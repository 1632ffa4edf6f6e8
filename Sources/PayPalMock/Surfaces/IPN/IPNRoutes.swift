import Foundation
import Hummingbird

/// `POST /cgi-bin/webscr` with `cmd=_notify-validate&<the IPN message>`: the merchant checks that an IPN message
/// came from PayPal, unchanged, and gets `VERIFIED` or `INVALID` as plain text.
struct IPNRoutes: Surface {
    let store: Store

    init(_ parts: BackendParts) {
        store = parts.store
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/cgi-bin/webscr", for: \.anyone) { _, context, _ in
            let postback = String(decoding: context.body, as: UTF8.self)
            let verified = try await store.read { db in try InstantPaymentNotifications.validate(postback, in: db) }
            return WireResponse(status: .ok, body: Data((verified ? "VERIFIED" : "INVALID").utf8), contentType: "text/plain")
        }
    }
}
