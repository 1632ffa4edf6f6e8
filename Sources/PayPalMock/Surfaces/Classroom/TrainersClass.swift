import Foundation
import Hummingbird

/// The class of a trainer's backend, reached only by calls carrying the trainer's secret
/// (`X-PayTerm-Trainer-Secret`), checked before a body is read. A trainee's workspace and a backend given no secret
/// hold no class.
struct TrainersClass: Sendable {
    static let secretHeader = "X-PayTerm-Trainer-Secret"

    let classroom: Classroom?
    let secret: String?
    let isWorkspace: Bool

    init(classroom: Classroom?, configuration: BackendConfiguration) {
        self.classroom = classroom
        secret = configuration.trainerSecret
        isWorkspace = configuration.isWorkspace
    }

    /// The class, once the call is known to be the trainer's.
    func opened(by request: Request) throws -> Classroom {
        guard let classroom, let secret else { throw isWorkspace ? Self.notTheTrainers : Self.noClass }
        guard Self.carries(request, secret: secret) else {
            throw RESTError.unauthorized(
                "TRAINER_SECRET_REQUIRED",
                "Workspaces are the trainer's: send the trainer's secret in \(Self.secretHeader). payterm serve printed it when it first "
                    + "started and keeps it in its state folder, where payterm classroom on the same machine reads it.")
        }
        return classroom
    }

    /// True when the call carries the trainer's secret; false on a backend with none.
    func isTrainer(_ request: Request) -> Bool {
        secret.map { Self.carries(request, secret: $0) } ?? false
    }

    private static func carries(_ request: Request, secret: String) -> Bool {
        ConstantTime.equal(Array((request.header(secretHeader) ?? "").utf8), Array(secret.utf8))
    }

    static let notTheTrainers = RESTError.forbidden(
        "WORKSPACES_ARE_THE_TRAINERS",
        "This is a trainee's workspace, which holds no workspaces: the trainer makes them on the class's own backend (payterm classroom add).")

    static let noClass = RESTError(
        status: 404, issue: "NO_CLASSROOM",
        description: "This backend holds no class (the embedded backend of payterm never does): start the class's with payterm serve.")
}
