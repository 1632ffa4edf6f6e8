/// The trainer's class (`/payterm/v1/workspaces`): a backend of its own for each trainee. Every call carries the
/// trainer's secret, which `payterm serve` keeps in its state folder.
extension AdminClient {
    /// A trainee's workspace: where it is, and what their front, console and code sign in with.
    public struct Workspace: Decodable, Sendable, Equatable {
        public struct Keys: Decodable, Sendable, Equatable {
            public var clientId: String
            public var clientSecret: Secret
            public var apiUsername: String
            public var apiPassword: Secret
            public var apiSignature: Secret
            public var braintreePrivateKey: Secret
            public var braintreeOauthClientSecret: Secret

            private enum CodingKeys: String, CodingKey {
                case clientId, clientSecret, apiUsername, apiPassword, apiSignature, braintreePrivateKey, braintreeOauthClientSecret
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                clientId = try container.decode(String.self, forKey: .clientId)
                clientSecret = Secret(try container.decode(String.self, forKey: .clientSecret))
                apiUsername = try container.decode(String.self, forKey: .apiUsername)
                apiPassword = Secret(try container.decode(String.self, forKey: .apiPassword))
                apiSignature = Secret(try container.decode(String.self, forKey: .apiSignature))
                braintreePrivateKey = Secret(try container.decode(String.self, forKey: .braintreePrivateKey))
                braintreeOauthClientSecret = Secret(try container.decode(String.self, forKey: .braintreeOauthClientSecret))
            }
        }

        public var name: String
        public var baseUrl: String
        public var credentials: Keys
        /// What the workspace's admin API (its support desk, clock, journal, faults) asks for, whatever address it binds.
        public var adminToken: Secret

        private enum CodingKeys: String, CodingKey { case name, baseUrl, credentials, adminToken }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            baseUrl = try container.decode(String.self, forKey: .baseUrl)
            credentials = try container.decode(Keys.self, forKey: .credentials)
            adminToken = Secret(try container.decode(String.self, forKey: .adminToken))
        }
    }

    private struct Workspaces: Decodable { var workspaces: [Workspace] }
    private struct NewWorkspace: Encodable { var name: String }

    /// `GET /payterm/v1/workspaces`, by name.
    public func workspaces(trainer: Secret) async throws(PayPalAPIError) -> [Workspace] {
        let listing: Workspaces = try await perform(signed(WireRequest("Classroom list", "GET", "/payterm/v1/workspaces"), by: trainer))
        return listing.workspaces
    }

    /// `POST /payterm/v1/workspaces`: 409 `WORKSPACE_EXISTS` when the name is taken.
    public func addWorkspace(_ name: String, trainer: Secret) async throws(PayPalAPIError) -> Workspace {
        try await perform(signed(try WireRequest("Classroom add", "POST", "/payterm/v1/workspaces", json: NewWorkspace(name: name)), by: trainer))
    }

    /// `POST /payterm/v1/workspaces/{name}/reset`: back to the seeded state, its credentials kept.
    public func resetWorkspace(_ name: String, trainer: Secret) async throws(PayPalAPIError) -> Workspace {
        try await perform(signed(WireRequest("Classroom reset", "POST", URLPath.path("/payterm/v1/workspaces", name, "reset")), by: trainer))
    }

    /// `POST /payterm/v1/workspaces/reset`: every workspace back to the seeded state.
    public func resetWorkspaces(trainer: Secret) async throws(PayPalAPIError) -> [Workspace] {
        let listing: Workspaces = try await perform(signed(WireRequest("Classroom reset all", "POST", "/payterm/v1/workspaces/reset"), by: trainer))
        return listing.workspaces
    }

    /// `DELETE /payterm/v1/workspaces/{name}`: the workspace, its backend and its state are gone.
    public func removeWorkspace(_ name: String, trainer: Secret) async throws(PayPalAPIError) {
        _ = try await send(signed(WireRequest("Classroom remove", "DELETE", URLPath.path("/payterm/v1/workspaces", name)), by: trainer))
    }

    /// A trainee's drills, as the trainer's status shows them: the last drill, its hints and checks, whether it
    /// was solved and in how long (so far, while it goes on), and every attempt kept.
    public struct WorkspaceProgress: Codable, Sendable, Equatable {
        public struct Attempt: Codable, Sendable, Equatable {
            public var drill: String
            public var exam: Bool
            public var startedAt: String
            public var hints: Int
            public var checks: Int
            public var solvedAt: String?
            public var stoppedAt: String?
        }

        public var name: String
        public var drill: String?
        public var exam: Bool
        public var hints: Int
        public var checks: Int
        public var solved: Bool
        public var startedAt: String?
        public var seconds: Int?
        /// The drills the trainer assigned, in order, and how many are done (solved, or taken as an exam).
        public var assigned: [String]
        public var done: Int
        public var attempts: [Attempt]
    }

    private struct Progress: Decodable { var workspaces: [WorkspaceProgress] }

    /// `GET /payterm/v1/workspaces/progress`: every trainee's drills, by workspace.
    public func classProgress(trainer: Secret) async throws(PayPalAPIError) -> [WorkspaceProgress] {
        let progress: Progress = try await perform(signed(WireRequest("Classroom progress", "GET", "/payterm/v1/workspaces/progress"), by: trainer))
        return progress.workspaces
    }

    /// A drill the trainer assigned: its file's text, whether it is an exam, and whether this trainee has done it.
    public struct DrillAssignment: Decodable, Sendable, Equatable {
        public var drill: String
        public var text: String
        public var exam: Bool
        public var assignedAt: String
        public var done: Bool
    }

    private struct Assignments: Decodable { var assignments: [DrillAssignment] }
    private struct NewAssignment: Encodable {
        var drill: String
        var text: String
        var exam: Bool
    }

    /// What the trainer is told when a drill is assigned: the workspaces given it.
    public struct AssignedDrill: Decodable, Sendable, Equatable {
        public var drill: String
        public var workspaces: [String]
    }

    /// `POST /payterm/v1/workspaces/assignments`: every trainee is given the drill (its file's text).
    public func assignDrill(_ drill: String, text: String, exam: Bool, trainer: Secret) async throws(PayPalAPIError) -> AssignedDrill {
        let request = try WireRequest("Assign a drill", "POST", "/payterm/v1/workspaces/assignments", json: NewAssignment(drill: drill, text: text, exam: exam))
        return try await perform(signed(request, by: trainer))
    }

    /// `GET /payterm/v1/drills/assignments`, with the workspace's admin token: the drills the trainer assigned, in order.
    public func drillAssignments() async throws(PayPalAPIError) -> [DrillAssignment] {
        let assignments: Assignments = try await perform(WireRequest("Drill assignments", "GET", "/payterm/v1/drills/assignments"))
        return assignments.assignments
    }

    private func signed(_ request: WireRequest, by trainer: Secret) -> WireRequest {
        var request = request
        request.headers[Self.trainerSecretHeader] = trainer.revealed
        return request
    }
}
