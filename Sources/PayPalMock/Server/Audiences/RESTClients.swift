/// A REST client with a live access token of this backend's client; the caller is its client id.
struct RESTClients: Audience {
    let tokens: AccessTokens

    var name: AudienceName { .restClient }

    func admit(_ arrival: Arrival) async throws -> String {
        try await tokens.check(authorization: arrival.request.headers[.authorization])
    }

    func restClient(_ caller: String) -> String? { caller }
}

/// A REST client with its id and secret, asking the token endpoint for a token; the caller is its client id.
struct RESTClientSecrets: Audience {
    let tokens: AccessTokens

    var name: AudienceName { .restClientSecret }

    func admit(_ arrival: Arrival) async throws -> String {
        try tokens.authenticate(authorization: arrival.request.headers[.authorization])
    }

    func restClient(_ caller: String) -> String? { caller }
}

/// A merchant's page or app with its REST client's public id in the query (`client_id`), as PayPal's JavaScript
/// and messages SDKs send it: Pay Later's messages.
struct PublicClientIds: Audience {
    let credentials: Credentials

    var name: AudienceName { .restClientId }

    func admit(_ arrival: Arrival) async throws {
        guard let clientId = arrival.request.uri.queryParameters.get("client_id"), clientId == credentials.clientId else {
            throw RESTError.unauthorized("INVALID_CLIENT_ID", "client_id is missing or is not a PayPal client id this merchant has.")
        }
    }
}
