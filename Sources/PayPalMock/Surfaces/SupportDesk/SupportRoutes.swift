import Hummingbird

/// `/payterm/v1/support/…`: the support console's API. Finding cases, reading one, and taking an action on it,
/// which the journal keeps with the agent who took it (the request body names them); an action sent again with
/// the same `PayPal-Request-Id` is answered as it was the first time, and done once.
struct SupportRoutes: Surface {
    let desk: SupportDesk

    init(_ parts: BackendParts) {
        desk = SupportDesk(store: parts.store, clock: parts.clock, events: parts.events, journal: parts.journal)
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/support/cases", for: \.admin) { request, _, _ in
            try .rest(["cases": try await desk.search(request.uri.queryParameters.get("q") ?? "")])
        }
        routes.on(.get, "/payterm/v1/support/cases/:kind/:id", for: \.admin) { _, context, _ in
            let kindName = try context.parameters.require("kind")
            guard let kind = CaseReference.Kind(rawValue: kindName) else {
                throw RESTError(
                    status: 404, issue: "INVALID_RESOURCE_ID",
                    description: "Cases are of kinds \(CaseReference.Kind.allCases.map(\.rawValue).joined(separator: ", ")).",
                    field: "kind", value: String(kindName.prefix(40)), location: "path")
            }
            return try .rest(try await desk.file(CaseReference(kind: kind, id: try context.parameters.require("id"))))
        }
        routes.on(.post, "/payterm/v1/support/actions", for: \.admin, idempotent: .support) { _, context, _ in
            let order = try RESTBody.decode(SupportOrderBody.self, from: context.body).checked()
            return try .rest(try await desk.perform(order))
        }
    }
}
