import Hummingbird

/// `/payterm/v1/personas`: the buyers to rehearse with, seeded and added (see `NewBuyerBody`).
struct PersonaRoutes: Surface {
    let buyers: AddedBuyers

    init(_ parts: BackendParts) {
        buyers = AddedBuyers(store: parts.store)
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/personas", for: \.admin) { _, _, _ in
            try .rest(["buyers": try await buyers.summaries()])
        }
        routes.on(.post, "/payterm/v1/personas", for: \.admin) { _, context, _ in
            let account = try RESTBody.decode(NewBuyerBody.self, from: context.body).account()
            return try .rest(try await buyers.add(account), status: .created)
        }
    }
}
