import Foundation
import Hummingbird

/// `/payterm/v1/merchant-listeners`: the listeners (IPN, webhook and shipping callback endpoints) a front registers
/// so that this backend calls them, beside those its configuration lists; a front started with `--backend`
/// registers its own.
struct MerchantListenerRoutes: Surface {
    let store: Store
    let configured: OutboundPolicy

    struct Registration: Decodable, Sendable {
        /// `127.0.0.1:8090`, `[::1]:8090`: an address, not a name.
        var address: String?
    }

    struct Listeners: Encodable, Sendable {
        var configured: [String]
        var registered: [String]
    }

    init(_ parts: BackendParts) {
        (store, configured) = (parts.store, parts.configuration.allowedMerchants)
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/merchant-listeners", for: \.admin) { _, _, _ in
            try .rest(view(try await store.read { db in try MerchantListeners.registered(in: db) }))
        }
        routes.on(.post, "/payterm/v1/merchant-listeners", for: \.admin) { _, context, _ in
            let registration = try RESTBody.decode(Registration.self, from: context.body)
            guard let address = registration.address.flatMap(MerchantAddress.init(listing:)) else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_VALUE", "address is the IP address and port a listener is bound to, like 127.0.0.1:8090 or [::1]:8090.",
                    field: "address")
            }
            return try .rest(view(try await store.write { db in try MerchantListeners.register(address, in: db) }), status: .created)
        }
    }

    private func view(_ registered: Set<MerchantAddress>) -> Listeners {
        Listeners(configured: configured.listeners.map(\.description).sorted(), registered: registered.map(\.description).sorted())
    }
}
