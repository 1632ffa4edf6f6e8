import Foundation
import PayPalAPI
import PayPalMock

/// The workspace `payterm play` plays in on a backend it did not start: `b` starts the scenario over from a reset
/// backend, and the only backend play may reset is one it made. Made with the trainer's secret, removed when play
/// ends.
struct ThrowawayWorkspace {
    let access: BackendAccess
    private let name: String
    private let admin: AdminClient
    private let trainer: Secret

    /// Makes one on the backend at `url` with the trainer's secret (and the backend's admin token, for one others
    /// can reach); `credentials` are played with, the workspace's keys in place of the merchant's.
    static func make(on url: URL, credentials: Credentials, adminToken: String?) async throws -> ThrowawayWorkspace {
        let admin = AdminClient(transport: HTTPTransport(baseURL: url), adminToken: adminToken)
        let file = TrainerSecretFile()
        guard let trainer = file.secret(for: url) else {
            throw CommandFailure("payterm play --backend plays in a workspace of its own there, which the trainer makes. \(file.missing(for: url)) Or play without --backend.")
        }
        let name = "play-" + String((0..<8).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement()! })
        let workspace: AdminClient.Workspace
        do {
            workspace = try await admin.addWorkspace(name, trainer: trainer)
        } catch .unreachable {
            throw CommandFailure("No backend answers at \(url.absoluteString). Start one with `payterm serve`, or play without --backend.")
        } catch {
            throw CommandFailure("""
                payterm play plays in a workspace of its own on a backend it did not start: b starts the scenario over from a \
                reset backend, and \(url.absoluteString) is not play's to reset. It refused to make one (\(error.code)): \
                \(error.message) Play on the trainer's backend, started on this machine, or play without --backend.
                """)
        }
        guard let base = URL(string: workspace.baseUrl) else {
            throw CommandFailure("The backend at \(url.absoluteString) made a workspace at \(workspace.baseUrl), which is not a URL.")
        }
        let keys = workspace.credentials
        var played = credentials
        played.clientId = keys.clientId
        played.clientSecret = keys.clientSecret.revealed
        played.apiUsername = keys.apiUsername
        played.apiPassword = keys.apiPassword.revealed
        played.apiSignature = keys.apiSignature.revealed
        played.braintreePrivateKey = keys.braintreePrivateKey.revealed
        played.braintreeOAuthClientSecret = keys.braintreeOauthClientSecret.revealed
        return ThrowawayWorkspace(
            access: BackendAccess(url: base, credentials: played, adminToken: workspace.adminToken.revealed), name: name, admin: admin, trainer: trainer)
    }

    /// Removes it, its state and its listener; a backend gone meanwhile took it along.
    func remove() async {
        try? await admin.removeWorkspace(name, trainer: trainer)
    }
}
