import Foundation

/// A trainee's drills, in their workspace, with its admin token. `POST /payterm/v1/drills/progress`: their
/// `payterm drill` says how a drill goes (started, a hint, a check, stopped); the trainer's status reads it.
/// `GET /payterm/v1/drills/assignments`: the drills the trainer assigned, for `payterm drill next`. A backend that
/// is not a workspace keeps no drills.
struct DrillProgressRoutes {
    let book: DrillProgressBook?

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/drills/assignments") { _, _ in
            let training = try await workspaceBook().training()
            return try .rest([
                "assignments": training.assignments.map {
                    DrillAssignment.View(drill: $0.drill, text: $0.text, exam: $0.exam, assignedAt: Timestamp.rest($0.assignedAt), done: training.isDone($0))
                }
            ])
        }
        routes.on(.post, "/payterm/v1/drills/progress") { _, context in
            let book = try workspaceBook()
            let event = try RESTBody.decode(DrillAttempt.Event.self, from: context.body)
            guard Slug.fits(event.drill, atMost: 64) else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "drill is a drill's name: 1 to 64 lower-case letters, digits and dashes.", field: "/drill")
            }
            try await book.record(event, at: Date())
            return WireResponse(status: .noContent, body: Data())
        }
    }

    private func workspaceBook() throws -> DrillProgressBook {
        guard let book else {
            throw RESTError(
                status: 404, issue: "NOT_A_WORKSPACE",
                description: "Drills are kept for a trainee's classroom workspace only: this backend is not one.")
        }
        return book
    }
}
