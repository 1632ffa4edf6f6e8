import Foundation

/// A trainee's drills, in their workspace, with its admin token; the backend judges them.
/// `GET /payterm/v1/drills/assignments`: the drills the trainer assigned, for `payterm drill next`.
/// `POST /payterm/v1/drills/{drill}/start`: the backend sets the assigned drill up and tells its story; `…/hint`
/// counts a hint; `…/check` runs its checks against the workspace and counts the verdict (an exam's first is its
/// result); `…/stop` ends it. Nothing the trainee's client sends says whether a drill passed. A backend that is not
/// a workspace keeps no drills.
struct DrillRoutes: Surface {
    let book: DrillProgressBook?
    let referee: (any DrillReferee)?
    let configuration: BackendConfiguration
    let address: ServerAddress

    /// The workspace as its referee reaches it, once it has bound its port.
    private var workspace: DrillWorkspace {
        DrillWorkspace(
            id: configuration.workspaceId ?? "", baseURL: address.reachedHere, credentials: configuration.credentials,
            adminToken: configuration.adminToken ?? "")
    }

    struct Started: Encodable {
        var drill: String
        var exam: Bool
        var story: String
        var startedAt: String
    }

    struct Checked: Encodable {
        var drill: String
        var exam: Bool
        var checks: [DrillVerdict]
        var solved: Bool
        /// True when the attempt is over: solved, or an exam judged.
        var over: Bool
    }

    init(_ parts: BackendParts) {
        (book, referee) = (parts.configuration.drillProgress, parts.configuration.drillReferee)
        (configuration, address) = (parts.configuration, parts.address)
    }

    func register(on routes: RouteTable) {
        routes.on(.get, "/payterm/v1/drills/assignments", for: \.admin) { _, _, _ in
            let training = try await workspaceBook().training()
            return try .rest([
                "assignments": training.assignments.map {
                    DrillAssignment.View(drill: $0.drill, text: $0.text, exam: $0.exam, assignedAt: Timestamp.rest($0.assignedAt), done: training.isDone($0))
                }
            ])
        }
        routes.on(.post, "/payterm/v1/drills/:drill/start", for: \.admin) { _, context, _ in
            let (book, referee, drill) = try judging(context)
            let attempt = try await book.start(drill, at: Date()) { assignment in
                try await refereed { try await referee.setUp(drill, text: assignment.text, in: workspace) }
            }
            return try .rest(
                Started(drill: drill, exam: attempt.exam, story: attempt.situation?.story ?? "", startedAt: Timestamp.rest(attempt.startedAt)),
                status: .created)
        }
        routes.on(.post, "/payterm/v1/drills/:drill/hint", for: \.admin) { _, context, _ in
            let (book, _, drill) = try judging(context)
            let attempt = try await book.hint(drill)
            return try .rest(["hints": attempt.hints])
        }
        routes.on(.post, "/payterm/v1/drills/:drill/check", for: \.admin) { _, context, _ in
            let (book, referee, drill) = try judging(context)
            let (attempt, verdicts) = try await book.check(drill, at: Date()) { assignment, situation in
                try await refereed { try await referee.check(drill, text: assignment.text, situation: situation, in: workspace) }
            }
            if !attempt.isUnderWay { await referee.end(in: workspace) }
            return try .rest(Checked(drill: drill, exam: attempt.exam, checks: verdicts, solved: attempt.solvedAt != nil, over: !attempt.isUnderWay))
        }
        routes.on(.post, "/payterm/v1/drills/:drill/stop", for: \.admin) { _, context, _ in
            let (book, referee, drill) = try judging(context)
            _ = try await book.stop(drill, at: Date())
            await referee.end(in: workspace)
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

    /// The book, the referee and the drill a call names.
    private func judging(_ context: MockRequestContext) throws -> (DrillProgressBook, any DrillReferee, String) {
        let book = try workspaceBook()
        guard let referee else {
            throw RESTError(status: 503, issue: "NO_DRILL_REFEREE", description: "This class's backend judges no drills: the trainer runs it with payterm serve.")
        }
        let drill = try context.parameters.require("drill")
        guard Slug.fits(drill, atMost: 64) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "A drill's name is 1 to 64 lower-case letters, digits and dashes.", field: "drill")
        }
        return (book, referee, drill)
    }

    /// The referee's work, its refusal in the API's words.
    private func refereed<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let refusal as DrillRefusal {
            throw RESTError(status: 409, issue: refusal.issue, description: refusal.description)
        }
    }
}
