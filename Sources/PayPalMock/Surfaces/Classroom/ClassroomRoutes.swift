import Foundation
import Hummingbird

/// `/payterm/v1/workspaces`: the trainer's class, each call carrying the trainer's secret, so that only the trainer
/// makes, lists, resets and deletes workspaces. A trainee's workspace has no class: whatever a call to it carries,
/// it makes no workspaces.
struct ClassroomRoutes: Surface {
    /// Reads an assignment's text as the trainer's `payterm classroom assign` does, before the class is given it.
    let referee: (any DrillReferee)?

    struct NewWorkspace: Decodable, Sendable {
        var name: String?
    }

    init(_ parts: BackendParts) {
        referee = parts.configuration.drillReferee
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/workspaces", for: \.trainer) { request, _, classroom in
            return try .rest(["workspaces": try await classroom.workspaces().map { $0.reached(at: request.head.authority) }])
        }
        routes.on(.post, "/payterm/v1/workspaces", for: \.trainer) { request, context, classroom in
            let body = try RESTBody.decode(NewWorkspace.self, from: context.body)
            return try .rest(try await classroom.create(body.name ?? "").reached(at: request.head.authority), status: .created)
        }
        routes.on(.get, "/payterm/v1/workspaces/progress", for: \.trainer) { _, _, classroom in
            try .rest(["workspaces": try await classroom.progress()])
        }
        routes.on(.post, "/payterm/v1/workspaces/assignments", for: \.trainer) { _, context, classroom in
            let body = try RESTBody.decode(DrillAssignment.Request.self, from: context.body)
            guard Slug.fits(body.drill, atMost: 64) else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "drill is a drill's name: 1 to 64 lower-case letters, digits and dashes.", field: "/drill")
            }
            guard !body.text.isEmpty, body.text.utf8.count <= DrillAssignment.largestText else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_VALUE", "text is the drill file's text: 1 to \(DrillAssignment.largestText) bytes.", field: "/text")
            }
            do {
                try referee?.read(body.drill, text: body.text)
            } catch let refusal as DrillRefusal {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", refusal.description, field: "/text")
            }
            let assignment = DrillAssignment(drill: body.drill, text: body.text, exam: body.exam ?? false, assignedAt: Date())
            return try .rest(DrillAssignment.Given(drill: body.drill, workspaces: try await classroom.assign(assignment)))
        }
        routes.on(.post, "/payterm/v1/workspaces/reset", for: \.trainer) { request, _, classroom in
            return try .rest(["workspaces": try await classroom.resetAll().map { $0.reached(at: request.head.authority) }])
        }
        routes.on(.post, "/payterm/v1/workspaces/:name/reset", for: \.trainer) { request, context, classroom in
            return try .rest(try await classroom.reset(try context.parameters.require("name")).reached(at: request.head.authority))
        }
        routes.on(.delete, "/payterm/v1/workspaces/:name", for: \.trainer) { _, context, classroom in
            try await classroom.remove(try context.parameters.require("name"))
            return WireResponse(status: .noContent, body: Data())
        }
    }
}
