/// A buyer signed in to PayPal or Venmo: their session token as a bearer token, live.
struct BuyerSessions: Audience {
    let buyers: BuyerSide

    var name: AudienceName { .buyer }

    func admit(_ arrival: Arrival) async throws -> SignedInBuyer {
        guard let token = arrival.request.bearerToken else {
            throw RESTError.unauthorized("INVALID_SESSION", "Send the session_token from POST /payterm/v1/buyer/login as 'Authorization: Bearer <token>'.")
        }
        return SignedInBuyer(token: token, account: try await buyers.buyer(token: token))
    }
}

/// The buyer a call's session belongs to.
struct SignedInBuyer: Sendable {
    let token: String
    let account: BuyerAccount
}
