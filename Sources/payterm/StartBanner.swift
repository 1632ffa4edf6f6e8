import Foundation
import PayPalMock

/// What `payterm serve` prints once it listens: where it is, what it accepts, who can log in.
struct StartBanner: Sendable {
    let configuration: BackendConfiguration
    let trainer: TrainerSecretFile.Serving
    let trainerFile: URL

    func print(port: Int) {
        let credentials = configuration.credentials
        var lines = [
            "PayTerm mock PayPal backend",
            "  base URL        http://\(BackendConfiguration.urlHost(configuration.host)):\(port)",
            "  state           \(configuration.storage.shown)",
            "",
            "Adaptive Payments (POST /AdaptivePayments/{Operation}, JSON)",
            "  X-PAYPAL-SECURITY-USERID     \(credentials.apiUsername)",
            "  X-PAYPAL-SECURITY-PASSWORD   \(credentials.apiPassword)",
            "  X-PAYPAL-SECURITY-SIGNATURE  \(credentials.apiSignature)",
            "  X-PAYPAL-APPLICATION-ID      \(credentials.applicationId)",
            "REST client id / secret        \(credentials.clientId) / \(credentials.clientSecret)",
            "",
            "Braintree gateway (/merchants/{id}/…, XML)",
            "  merchant id / public key / private key  \(credentials.braintreeMerchantId) / \(credentials.braintreePublicKey) / \(credentials.braintreePrivateKey)",
            "  OAuth client id      \(credentials.braintreeOAuthClientId)",
            "  OAuth client secret  \(credentials.braintreeOAuthClientSecret)",
            "  connect page login   \(Personas.braintreeMerchantEmail) / \(Personas.password) (GET /oauth/connect?…)",
            "",
            "Buyer accounts (password \(Personas.password) for all)",
        ]
        let emailColumn = (Personas.summaries.map(\.email.count).max() ?? 0) + 2
        for persona in Personas.summaries {
            let phone = persona.phone.map { "  phone \($0)" + (persona.pin.map { " PIN \($0)" } ?? "") } ?? ""
            lines.append("  \(persona.email.padding(toLength: emailColumn, withPad: " ", startingAt: 0))\(persona.rehearses)\(phone)")
        }
        lines += [
            "",
            "Admin: GET|POST /payterm/v1/clock, POST /payterm/v1/reset, POST /payterm/v1/buyers/unlock, GET /payterm/v1/journal,",
            "       GET|POST|DELETE /payterm/v1/faults. Ctrl-C stops.",
        ]
        lines += ["", "Classroom (payterm classroom): only calls with the trainer's secret make, list and remove workspaces."] + trainerLines
        if configuration.faults.count > 0 { lines.append("Faults armed from the file: \(configuration.faults.count) (GET /payterm/v1/faults lists them).") }
        if let token = configuration.adminToken {
            lines += [
                "",
                "WARNING: listening on \(configuration.host), which other machines can reach. Anyone who can reach it can log in as",
                "the seeded buyers with the credentials above: these are test credentials, for a network you trust.",
                "The admin API answers only requests with the header  X-PayTerm-Admin-Token: \(token)",
            ]
        }
        // Unbuffered, so a script waiting for the banner sees it even when stdout is a pipe.
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// The trainer's secret in full only the first time, when it was made: after that, where it is kept.
    private var trainerLines: [String] {
        switch trainer {
        case .made(let secret):
            [
                "  trainer's secret  \(secret)",
                "  made now and printed this once; kept in \(trainerFile.path) (yours alone), where payterm classroom",
                "  on this machine reads it. On another machine, give it in \(TrainerSecretFile.variable).",
            ]
        case .kept:
            ["  trainer's secret  kept in \(trainerFile.path), where payterm classroom on this machine reads it"]
        case .given:
            ["  trainer's secret  the one \(TrainerSecretFile.variable) gives"]
        }
    }
}
