import Foundation

/// Whoever holds the backend's admin token, when it has one (a backend bound beyond loopback, and every classroom
/// workspace); on loopback without one, anyone on the machine.
struct AdminHolders: Audience {
    static let header = "X-PayTerm-Admin-Token"

    let token: String?

    var name: AudienceName { .admin }

    func admit(_ arrival: Arrival) async throws {
        guard token != nil, !holds(arrival) else { return }
        throw RESTError.unauthorized(
            "ADMIN_TOKEN_REQUIRED",
            "This backend's admin API needs its token in \(Self.header): the one payterm serve --allow-remote printed, or, for a "
                + "classroom workspace, the one payterm classroom add printed with its commands (--admin-token).")
    }

    /// True when the call carries the admin token; false on a backend with none.
    func holds(_ arrival: Arrival) -> Bool {
        token.map { ConstantTime.equal(Array((arrival.header(Self.header) ?? "").utf8), Array($0.utf8)) } ?? false
    }
}

/// The trainer, on the class's backend: the trainer's secret, after the backend's admin token where it has one.
/// The caller is the class.
struct Trainers: Audience {
    let admin: AdminHolders
    let trainers: TrainersClass

    var name: AudienceName { .trainer }

    func admit(_ arrival: Arrival) async throws -> Classroom {
        try await admin.admit(arrival)
        return try trainers.opened(by: arrival.request)
    }
}

/// Whoever shares the backend's own front's screen, or watches it. A sharer, on a trainer's backend, is the trainer
/// alone (their secret, on loopback too), else whoever holds the admin token. A watcher is a sharer, and on a
/// trainer's backend any trainee with their workspace's admin token: the trainer shows their screen to the class.
struct ScreenAudience: Audience {
    let name: AudienceName
    let admin: AdminHolders
    let trainers: TrainersClass

    func admit(_ arrival: Arrival) async throws {
        if trainers.isTrainer(arrival.request) { return }
        if name == .watcher, let classroom = trainers.classroom, let token = arrival.header(AdminHolders.header),
           try await classroom.isWorkspaceAdminToken(token) { return }
        if name == .sharer, trainers.secret != nil, admin.token == nil {
            throw RESTError.unauthorized(
                "TRAINER_SECRET_REQUIRED", "The shared screen of a class's backend is the trainer's: send the trainer's secret in \(TrainersClass.secretHeader).")
        }
        try await admin.admit(arrival)
    }
}
