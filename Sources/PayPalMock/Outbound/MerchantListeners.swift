/// The listeners fronts registered (`POST /payterm/v1/merchant-listeners`), kept in the store, so that every backend
/// on it calls them; a reset forgets them, as it forgets the webhook subscriptions that name them.
enum MerchantListeners {
    static let settingKey = "merchant-listeners"
    /// The most registered at once: a front registers one, a classroom's fronts a few dozen.
    static let limit = 256

    private struct Listed: Codable {
        var host: String
        var port: Int
    }

    static func registered(in db: any StoreTransaction) throws -> Set<MerchantAddress> {
        Set((try db.setting([Listed].self, key: settingKey) ?? []).compactMap { MerchantAddress(host: $0.host, port: $0.port) })
    }

    /// Adds `address`; returns every registered listener.
    static func register(_ address: MerchantAddress, in db: any StoreTransaction) throws -> Set<MerchantAddress> {
        let all = try registered(in: db).union([address])
        guard all.count <= limit else {
            throw RESTError.unprocessable("TOO_MANY_LISTENERS", "\(limit) listeners are registered already: a reset forgets them.")
        }
        try db.saveSetting(all.sorted { $0.description < $1.description }.map { Listed(host: $0.host, port: $0.port) }, key: settingKey)
        return all
    }
}
