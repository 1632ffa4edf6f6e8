import Foundation
import PayPalAPI
@testable import PayPalMock

/// A trainee's workspace as the trainee talks to it: its backend, its keys and its admin token, read from a
/// workspace the trainer's calls answered with (`prefix` finds it in a list: `workspaces[0].`).
struct Seat {
    let backend: TestBackend
    let keys: Credentials
    let adminToken: String

    init(_ answer: JSON, prefix: String = "") throws {
        func text(_ path: String) throws -> String {
            guard let value: String = answer[prefix + path] else { throw TestFailure("no \(prefix + path) in \(answer)") }
            return value
        }
        guard let url = URL(string: try text("base_url")) else { throw TestFailure("no base URL in \(answer)") }
        backend = TestBackend(embedded: nil, baseURL: url, http: HTTPTransport(baseURL: url))
        keys = Credentials(
            clientId: try text("credentials.client_id"), clientSecret: try text("credentials.client_secret"),
            apiUsername: try text("credentials.api_username"), apiPassword: try text("credentials.api_password"),
            apiSignature: try text("credentials.api_signature"), braintreePrivateKey: try text("credentials.braintree_private_key"),
            braintreeOAuthClientSecret: try text("credentials.braintree_oauth_client_secret"))
        adminToken = try text("admin_token")
    }

    /// The header its admin API asks for.
    var admin: [String: String] { [AdminHolders.header: adminToken] }

    func ordersOfAlex() async throws -> Int {
        try await ClassroomTests.ordersOfAlex(backend, admin: admin)
    }
}
