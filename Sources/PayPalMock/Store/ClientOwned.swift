
/// A REST resource that belongs to the OAuth client (the merchant's app) that made it: another client is
/// answered as if it did not exist. Resources kept before PayTerm recorded owners belong to no one in particular.
protocol ClientOwned {
    var clientId: String? { get }
}

extension StoreTransaction {
    /// The document `id` if `client` may see it, else the 404 a missing one gets (`field` names the id).
    func owned<D: StoredDocument & ClientOwned>(_ type: D.Type, id: String, by client: String?, field: String) throws -> D {
        guard let document = try document(type, id: id), document.isVisible(to: client) else { throw RESTError.notFound(field, id) }
        return document
    }
}

extension ClientOwned {
    /// True for the client that made it, for calls that name no client (the buyer side), and for resources that
    /// name no owner.
    func isVisible(to client: String?) -> Bool {
        guard let clientId, let client else { return true }
        return clientId == client
    }
}
