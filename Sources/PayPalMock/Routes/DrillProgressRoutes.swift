import Foundation

/// `POST /payterm/v1/drills/progress`: a trainee's `payterm drill` says how their drill goes (started, a hint, a
/// check, stopped), in their workspace, with its admin token; the trainer's status reads it. A backend that is
/// not a workspace keeps no progress.
struct DrillProgressRoutes {
    let book: DrillProgressBook?

    func register(on routes: RouteTable) {
        routes.on(.post, "/payterm/v1/drills/progress") { _, context in
            guard let book else {
                throw RESTError(
                    status: 404, issue: "NOT_A_WORKSPACE",
                    description: "Drill progress is kept for a trainee's classroom workspace only: this backend is not one.")
            }
            let event = try RESTBody.decode(DrillAttempt.Event.self, from: context.body)
            guard Slug.fits(event.drill, atMost: 64) else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "drill is a drill's name: 1 to 64 lower-case letters, digits and dashes.", field: "/drill")
            }
            try await book.record(event, at: Date())
            return WireResponse(status: .noContent, body: Data())
        }
    }
}
