import Foundation

/// A workspace as the trainer's calls answer with it: where it is, and what a trainee's front, console and
/// code sign in with.
struct WorkspaceView: Encodable, Sendable {
    struct Keys: Encodable, Sendable {
        var clientId: String
        var clientSecret: String
        var apiUsername: String
        var apiPassword: String
        var apiSignature: String
        var braintreePrivateKey: String
        var braintreeOauthClientSecret: String

        init(_ credentials: Credentials) {
            clientId = credentials.clientId
            clientSecret = credentials.clientSecret
            apiUsername = credentials.apiUsername
            apiPassword = credentials.apiPassword
            apiSignature = credentials.apiSignature
            braintreePrivateKey = credentials.braintreePrivateKey
            braintreeOauthClientSecret = credentials.braintreeOAuthClientSecret
        }
    }

    var name: String
    var baseUrl: String
    var credentials: Keys
    /// What its admin API (its support desk, clock, journal, faults, reset) asks for in `X-PayTerm-Admin-Token`.
    var adminToken: String

    /// The workspace as a trainee reaches it who reached the trainer's backend at `authority` (`10.0.0.5:8080`):
    /// a workspace bound to every address (`--host 0.0.0.0`) is named by the address they used, and one served
    /// under the trainer's address (on PostgreSQL, by every process, maybe behind a load balancer) by the whole
    /// authority they used.
    func reached(at authority: String?) -> WorkspaceView {
        guard let authority, let reached = URLComponents(string: "http://\(authority)"), let host = reached.host,
              var url = URLComponents(string: baseUrl)
        else { return self }
        if !url.path.isEmpty {
            url.port = reached.port
        } else if !["0.0.0.0", "::", "[::]"].contains(url.host ?? "") {
            return self
        }
        url.host = host
        var seen = self
        seen.baseUrl = url.string ?? baseUrl
        return seen
    }
}
