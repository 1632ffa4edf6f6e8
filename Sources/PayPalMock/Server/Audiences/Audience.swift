import Foundation
import HTTPTypes
import Hummingbird

/// Who may call a route. Every route names one where it is registered (`RouteTable.on(_:_:for:…)`); the route table
/// admits the call before its body is read, and gives the route the caller it admitted.
protocol Audience: Sendable {
    /// What the route learns of the caller: the REST client, the buyer's session, the Braintree merchant…
    associatedtype Caller: Sendable

    /// The audience's name in the route table's declarations, which the audience table test reviews.
    var name: AudienceName { get }

    /// The caller, or a refusal in the surface's own shape (a thrown `RESTError`, `AdaptiveFailure`, `OAuthError`, or
    /// an `AudienceRefusal` carrying the answer). Only an audience whose credentials may travel in the body reads it.
    func admit(_ arrival: Arrival) async throws -> Caller

    /// The REST client a caller is, for the `PayPal-Request-Id` answers kept per client and the routes that read it.
    func restClient(_ caller: Caller) -> String?
}

extension Audience {
    func restClient(_ caller: Caller) -> String? { nil }

    /// The caller admitted; a refusal is noted in the context, for the answer to say whose it was
    /// (`PayTerm-Refused-Audience`).
    func admitting(_ arrival: Arrival, _ context: MockRequestContext) async throws -> Caller {
        do {
            return try await admit(arrival)
        } catch {
            context.refusedBy.put(name)
            throw error
        }
    }
}

/// The audiences a route may declare, as the audience table names them.
enum AudienceName: String, CaseIterable, Sendable {
    /// No credentials: the health check, logging in, the approve links (the id is the capability, as at PayPal),
    /// IPN validation, Connect's pages.
    case anyone
    /// A REST client's OAuth access token, `Authorization: Bearer …`.
    case restClient = "rest-client"
    /// A REST client's id and secret, `Authorization: Basic …`: the token endpoint.
    case restClientSecret = "rest-client-secret"
    /// A REST client's public id in the query, `client_id=…`: Pay Later's messages.
    case restClientId = "rest-client-id"
    /// The merchant's `X-PAYPAL-SECURITY-*` headers, or the mobile library's device token; an application id either way.
    case adaptiveCaller = "adaptive-caller"
    /// A Braintree merchant's public and private keys, or a partner's access token for the merchant.
    case braintreeMerchant = "braintree-merchant"
    /// A Braintree OAuth application's client id and secret: the partner's server.
    case braintreePartner = "braintree-partner"
    /// A client token's authorization fingerprint: Braintree's client SDKs.
    case braintreeClient = "braintree-client"
    /// A buyer's session token, from logging in to PayPal or Venmo.
    case buyer
    /// The backend's admin token, where it has one (always in a classroom workspace; loopback needs none).
    case admin
    /// The trainer's secret, with the backend's admin token where it has one.
    case trainer
    /// Whoever may share the backend's screen: the trainer on a class's backend, else the admin token's holder.
    case sharer
    /// Whoever may watch the backend's screen: the sharer's audience, and on a trainer's backend every trainee.
    case watcher

    /// Calls that take part in REST's negative testing and have REST's error shape.
    var isREST: Bool { self == .restClient || self == .restClientSecret }

    /// PayTerm's admin API, the class's and the screen's.
    var isAdministrative: Bool { [.admin, .trainer, .sharer, .watcher].contains(self) }
}

extension HTTPField.Name {
    /// Names the audience that refused a call: a client learns which credentials it lacked, the audience table test
    /// tells a refusal from a route's own answer.
    static let refusedAudience = Self("PayTerm-Refused-Audience")!
}

/// A call as it arrives, before its body is read.
struct Arrival: Sendable {
    let request: Request
    let context: MockRequestContext
    /// Reads the body (once, within the backend's limits), for an audience whose credentials may be in it.
    let body: @Sendable () async throws -> Data

    func header(_ name: String) -> String? { request.header(name) }

    func parameter(_ name: String) throws -> String { try context.parameters.require(name) }
}

/// A refusal answered as is, in the shape of the surface whose audience refused (Braintree's gateway answers a
/// missing key with an empty 401, its client API with a JSON message).
struct AudienceRefusal: Error {
    let answer: WireResponse

    static func empty(_ status: HTTPResponse.Status) -> AudienceRefusal {
        AudienceRefusal(answer: WireResponse(status: status, body: Data()))
    }
}
