import Foundation
import PayPalMock

/// What `payterm serve` prints once it listens: where it is, what it accepts, who can log in.
struct StartBanner: Sendable {
    let configuration: BackendConfiguration

    func print(port: Int) {
        let credentials = configuration.credentials
        let storage = switch configuration.storage {
        case .file(let path): path
        case .inMemory: "memory only (nothing is kept after exit)"
        }
        var lines = [
            "PayTerm mock PayPal backend",
            "  base URL        http://\(configuration.host):\(port)",
            "  state           \(storage)",
            "",
            "Adaptive Payments (POST /AdaptivePayments/{Operation}, JSON)",
            "  X-PAYPAL-SECURITY-USERID     \(credentials.apiUsername)",
            "  X-PAYPAL-SECURITY-PASSWORD   \(credentials.apiPassword)",
            "  X-PAYPAL-SECURITY-SIGNATURE  \(credentials.apiSignature)",
            "  X-PAYPAL-APPLICATION-ID      \(credentials.applicationId)",
            "REST client id / secret        \(credentials.clientId) / \(credentials.clientSecret)",
            "",
            "Buyer accounts (password \(Personas.password) for all)",
        ]
        for persona in Personas.summaries {
            let phone = persona.phone.map { "  phone \($0)" + (persona.pin.map { " PIN \($0)" } ?? "") } ?? ""
            lines.append("  \(persona.email.padding(toLength: 20, withPad: " ", startingAt: 0))\(persona.rehearses)\(phone)")
        }
        lines += ["", "Admin: GET|POST /payterm/v1/clock, POST /payterm/v1/reset, GET /payterm/v1/journal. Ctrl-C stops."]
        // Unbuffered, so a script waiting for the banner sees it even when stdout is a pipe.
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
