import Foundation
import Hummingbird

/// Braintree's GraphQL API as PayTerm serves it, at the configuration's `graphQL.url`,
/// `/merchants/{merchant_id}/client_api/graphql` (Braintree's own is one host for every merchant; PayTerm's names the
/// merchant, as its client API does): the client token's fingerprint as a bearer token (`BraintreeClients`), and `BTVenmoClient`'s two operations. Every refusal is GraphQL's `errors`.
struct BraintreeGraphQLRoutes: Surface {
    init(_ parts: BackendParts) {}


    static let path = "/merchants/:merchantId/client_api/graphql"

    func register(on routes: RouteTable) {
        routes.on(.post, RouterPath(Self.path), for: \.braintreeGraphQLClient) { _, context, api in
            do {
                return try await Self.answer(Self.call(in: context.body), api)
            } catch let failure as GraphQLFailure {
                return try .clientAPI(GraphQLViews.Errors(failure), status: failure.status)
            }
        }
    }

    /// The operation a body asks for, and its variables.
    private static func call(in body: Data) throws(GraphQLFailure) -> (GraphQLOperation, GraphQLBody.Variables) {
        let call: GraphQLBody
        do {
            call = try BodyDecoding.decode(GraphQLBody.self, from: body)
        } catch {
            throw .request("The request is not a GraphQL call: \(error.sentence).")
        }
        guard let query = call.query else { throw .request("query is missing: send the operation's document.") }
        guard let operation = GraphQLOperation(query) else {
            throw .request("PayTerm's GraphQL answers the Venmo client's CreateVenmoPaymentContext mutation and its PaymentContext node query only.")
        }
        return (operation, call.variables ?? GraphQLBody.Variables())
    }

    private static func answer(_ call: (GraphQLOperation, GraphQLBody.Variables), _ api: BraintreeClientAPI) async throws -> WireResponse {
        let (operation, variables) = call
        switch operation {
        case .createVenmoPaymentContext:
            guard let input = variables.input else { throw GraphQLFailure.request("variables.input is missing: send CreateVenmoPaymentContextInput.") }
            let context = try await api.openVenmoContext(input.paysheet(), profileId: input.merchantProfileId)
            return try .clientAPI(GraphQLViews.CreatedContext(context))
        case .venmoPaymentContext:
            guard let id = variables.id ?? variables.paymentContextID else {
                throw GraphQLFailure.request("variables.id is missing: send the payment context's id (the Venmo app's resource_id).")
            }
            return try .clientAPI(GraphQLViews.ContextNode(try await api.venmoContext(id: id)))
        }
    }
}
