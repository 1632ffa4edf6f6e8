import ArgumentParser
import CheckoutTUI
import Foundation
import PayPalAPI

/// `payterm console`: PayPal's support desk on a backend, for support staff and their trainers.
struct Console: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "Open the support console: find a payment, see its timeline, refund, void, resend, unlock.",
        discussion: """
            Find a payment by any id the customer or merchant has (order, capture, authorization, refund, pay key, \
            preapproval key, transaction, tracking, invoice or Braintree transaction id, a Paypal-Debug-Id), by the \
            buyer's email, or by the merchant. Each action asks for confirmation, and the journal and the case's \
            timeline keep who took it (--agent). Works on a `payterm serve` backend, or on the embedded backend of a \
            running `payterm` (its events pane gives the command, with its URL).
            """)

    @OptionGroup var backend: BackendOption

    @Option(help: "Who takes the actions, as the journal and each case's timeline show (default: your user name).")
    var agent: String?

    @Option(help: "The admin token a `payterm serve --allow-remote` printed (default: PAYTERM_ADMIN_TOKEN).")
    var adminToken: String?

    @Option(help: "A theme name (default, high-contrast, monochrome) or the path of a .theme file.")
    var theme: String?

    func validate() throws {
        if let agent, agent.trimmingCharacters(in: .whitespaces).isEmpty || agent.count > 64 {
            throw ValidationError("--agent is a name of 1 to 64 characters.")
        }
    }

    func run() async throws {
        let looks = try TerminalLooks.load(theme)
        let environment = ProcessInfo.processInfo.environment
        let token = adminToken ?? environment["PAYTERM_ADMIN_TOKEN"]
        let client = AdminClient(transport: HTTPTransport(baseURL: backend.url), adminToken: token)
        let configuration = SupportConsoleFront.Configuration(
            theme: looks.theme, colors: looks.colors, agent: agent ?? environment["USER"] ?? "support", backendDescription: backend.url.absoluteString)
        let status = try await TerminalLooks.onOwnThread { try SupportConsoleFront.run(configuration, client: client) }
        if status != 0 { throw ExitCode(status) }
    }
}
