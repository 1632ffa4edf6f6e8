import Hummingbird

/// `/payterm/v1/faults`: a tester arms, lists, removes and clears faults (see `FaultRuleBody`).
struct FaultRoutes: Surface {
    let faults: FaultBoard

    init(_ parts: BackendParts) {
        faults = parts.faults
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/faults", for: \.admin) { _, _, _ in
            try .rest(["faults": faults.armed.map(FaultRuleView.init)])
        }
        routes.on(.post, "/payterm/v1/faults", for: \.admin) { _, context, _ in
            let rule = try RESTBody.decode(FaultRuleBody.self, from: context.body).rule()
            return try .rest(FaultRuleView(try await faults.arm(rule)), status: .created)
        }
        routes.on(.delete, "/payterm/v1/faults", for: \.admin) { _, _, _ in
            try await faults.clear()
            return WireResponse(status: .noContent, body: .init())
        }
        routes.on(.delete, "/payterm/v1/faults/:id", for: \.admin) { _, context, _ in
            let id = try context.parameters.require("id")
            guard try await faults.remove(id) else {
                throw RESTError(status: 404, issue: "INVALID_RESOURCE_ID", description: "No fault \(id.prefix(40)) is armed.", field: "id", value: String(id.prefix(40)), location: "path")
            }
            return WireResponse(status: .noContent, body: .init())
        }
    }
}
