import Hummingbird

extension BuyerSide {
    /// The session token a buyer's call carries (`Authorization: Bearer …`) and its buyer, once it is known to be
    /// live: checked before the call's body is read.
    func session(of request: Request) async throws -> (token: String, buyer: BuyerAccount) {
        guard let token = request.bearerToken else {
            throw RESTError.unauthorized("INVALID_SESSION", "Send the session_token from POST /payterm/v1/buyer/login as 'Authorization: Bearer <token>'.")
        }
        return (token, try await buyer(token: token))
    }
}
