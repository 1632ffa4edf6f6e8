/// A buyer with a session this backend issued, on PayPal or Venmo: its token as a bearer token. A session that has
/// expired is let in to be refused by the route, after what the route looks at first (an expired pay key is the
/// news, whoever asks); a token this backend never issued is refused here.
struct BuyerSessions: Audience {
    let buyers: BuyerSide

    var name: AudienceName { .buyer }

    func admit(_ arrival: Arrival) async throws -> SignedInBuyer {
        guard let token = arrival.request.bearerToken, let buyer = try await buyers.issuedSession(token) else {
            throw RESTError.unauthorized("INVALID_SESSION", "Send the session_token from POST /payterm/v1/buyer/login as 'Authorization: Bearer <token>'.")
        }
        return buyer
    }
}

/// The buyer a call's session belongs to.
struct SignedInBuyer: Sendable {
    let token: String
    /// The buyer's account while the session lasts.
    let liveAccount: BuyerAccount?

    /// The buyer's account; an expired session's call is refused.
    func account() throws -> BuyerAccount {
        guard let liveAccount else { throw BuyerSide.sessionExpired }
        return liveAccount
    }
}
