import Foundation
import Hummingbird
import PayPalVocabulary

/// Reads a call as fault rules see it, looking the app and the buyer up only when an armed rule matches on them.
struct FaultCallReader: Sendable {
    let store: Store

    static let flowHeader = "PayTerm-Flow"
    /// The calls whose JSON body names the buyer: the library's and the Venmo app's log-ins and the approve pages' sign-ins.
    private static let signIns: Set<String> = ["/payterm/v1/buyer/login", VenmoBuyerRoutes.logInPath, "/checkoutnow", "/agreements/approve"]

    /// `body` is read only for a sign-in's buyer, on routes open to anyone: no body is read before its caller is admitted.
    func call(_ request: Request, body: @Sendable () async throws -> Data, needs: FaultBoard.Needs) async -> FaultCall {
        var call = FaultCall(method: request.method.rawValue, path: request.uri.path, flow: request.header(Self.flowHeader))
        if needs.client { call.client = await client(of: request) }
        if needs.buyer { call.buyer = await buyer(of: request, body: body) }
        return call
    }

    private func client(of request: Request) async -> String? {
        if let applicationId = request.header("X-PAYPAL-APPLICATION-ID") { return applicationId }
        if let bearer = request.bearerToken {
            return try? await store.read { db in try db.document(AccessToken.self, id: TokenDigest.of(bearer))?.clientId }
        }
        return AccessTokens.basicCredentials(request.headers[.authorization])?.0
    }

    private func buyer(of request: Request, body: @Sendable () async throws -> Data) async -> String? {
        let session = request.header("X-PAYPAL-DEVICE-AUTH-TOKEN") ?? request.bearerToken
        let signsIn = Self.signIns.contains(request.uri.path) && request.method == .post
        let named = signsIn ? (try? await body()).flatMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] } : nil
        let email = named?["email"] as? String
        let phone = (named?["phone"] as? String).map(PhoneNumber.canonical)
        let found = try? await store.read { db -> String? in
            if let session, let owner = try db.document(BuyerSession.self, id: TokenDigest.of(session)) {
                return try db.document(BuyerAccount.self, id: owner.buyerId)?.email
            }
            if let phone { return try db.document(BuyerAccount.self, alias: phone, in: .buyerPhone)?.email }
            return nil
        }
        return found ?? email?.lowercased()
    }
}
