/// An Adaptive Payments caller: the merchant's API credentials, or the mobile library's device token (a buyer's
/// session); an application id this backend knows either way. Refused as Adaptive refuses, HTTP 200 `ack=Failure`.
struct AdaptiveCallers: Audience {
    let credentials: Credentials
    let buyers: BuyerSide

    var name: AudienceName { .adaptiveCaller }

    func admit(_ arrival: Arrival) async throws -> AdaptiveCaller {
        guard let applicationId = arrival.header("X-PAYPAL-APPLICATION-ID") else {
            throw AdaptiveFailure(.missingApplicationId)
        }
        guard credentials.acceptsApplicationId(applicationId) else {
            throw AdaptiveFailure(.invalidParameter("X-PAYPAL-APPLICATION-ID", value: applicationId))
        }
        if let deviceToken = arrival.header("X-PAYPAL-DEVICE-AUTH-TOKEN") {
            do {
                return .mobileLibrary(buyerId: try await buyers.buyer(token: deviceToken).id)
            } catch is RESTError {
                throw AdaptiveFailure(.authenticationFailed)
            }
        }
        let sent = ["USERID", "PASSWORD", "SIGNATURE"].map { arrival.header("X-PAYPAL-SECURITY-\($0)") ?? "" }.joined(separator: "\n")
        let expected = [credentials.apiUsername, credentials.apiPassword, credentials.apiSignature].joined(separator: "\n")
        guard ConstantTime.equal(Array(sent.utf8), Array(expected.utf8)) else { throw AdaptiveFailure(.authenticationFailed) }
        return .merchant
    }
}
