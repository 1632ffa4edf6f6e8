import Crypto
import Foundation

/// What a workspace's trainee signs in with: its REST and Adaptive credentials, its Braintree keys and its admin
/// token, which its admin API asks for whatever address it binds. None is kept
/// anywhere: each is derived, by HMAC-SHA256, from the trainer's secret and the workspace's id, so the trainer's
/// store holds nothing that logs in, and the same trainer gets the same keys after a restart. Whoever has the
/// trainer's secret can list every workspace's keys anyway.
struct WorkspaceKeys: Sendable {
    var credentials: Credentials
    var adminToken: String

    init(_ workspace: WorkspaceRecord, trainerSecret: String) {
        let key = SymmetricKey(data: Data(trainerSecret.utf8))
        func derived(_ purpose: String, length: Int = 32) -> String {
            let code = HMAC<SHA256>.authenticationCode(for: Data("payterm workspace \(workspace.id) \(purpose)".utf8), using: key)
            return String(HexDigits.of(code).prefix(length))
        }
        let name = workspace.name
        credentials = Credentials(
            clientId: "ws-\(name)-client", clientSecret: derived("client secret"), apiUsername: "ws-\(name)_api1.business.example.com",
            apiPassword: derived("api password"), apiSignature: derived("api signature", length: 56),
            braintreePrivateKey: derived("braintree private key"),
            braintreeOAuthClientSecret: "client_secret$development$" + derived("braintree oauth client secret"))
        adminToken = "PTA-" + derived("admin token")
    }
}
