import ArgumentParser
import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock

/// `payterm drill list`, `payterm drill NAME`: a support situation seeded on a backend for a trainee to solve
/// in the support console (or the front), hints on request, and a check of the backend's state.
struct DrillCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drill",
        abstract: "Practise support: seed a situation on a backend, solve it in payterm console, have it checked.",
        discussion: """
            `payterm drill list` lists the drills. `payterm drill NAME` seeds one on the backend (a `payterm serve`, \
            shared by a class), prints what the customer says and the task, and waits: solve it in \
            `payterm console --backend URL` (or the front), then press c to have it checked. h gives the next hint; \
            q stops, saying what was right and what was missed.
            """)

    @Argument(help: "A drill's name, or list.")
    var name = "list"

    @OptionGroup var backend: BackendOption

    @Option(help: "The admin token a `payterm serve --allow-remote` printed (default: PAYTERM_ADMIN_TOKEN).")
    var adminToken: String?

    @OptionGroup(title: "Credentials: the merchant's, which the drill seeds with (as for payterm serve)")
    var credentials: CredentialOptions

    func validate() throws {
        guard name == "list" || Drills.named(name) != nil else {
            throw ValidationError("There is no drill '\(name)'. The drills: \(Drills.all.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() async throws {
        guard let drill = Drills.named(name) else {
            let width = Drills.all.map(\.name.count).max() ?? 0
            for drill in Drills.all { Self.say(drill.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + drill.title) }
            return
        }
        let chosen = credentials.resolved()
        let token = adminToken ?? ProcessInfo.processInfo.environment["PAYTERM_ADMIN_TOKEN"]
        // The merchant's server, for the drills that send it webhooks: it runs as long as the drill does.
        let merchant = try await OutageEndpoint.start()
        let desk = DrillBackend(
            transport: HTTPTransport(baseURL: backend.url), applicationId: chosen.applicationId,
            adaptive: .init(username: chosen.apiUsername, password: chosen.apiPassword, signature: chosen.apiSignature),
            rest: ClientCredentials(clientId: chosen.clientId, secret: Secret(chosen.clientSecret)), adminToken: token,
            merchantServer: DrillMerchantServer(webhookURL: merchant.url) { merchant.comeBack() })
        let solved: Bool
        do {
            let progress = DrillProgress(drill: drill.name, admin: AdminClient(transport: HTTPTransport(baseURL: backend.url), adminToken: token))
            solved = try await practise(drill, on: desk, adminToken: token, progress: progress)
        } catch {
            await merchant.stop()
            throw error
        }
        await merchant.stop()
        if !solved { throw ExitCode(1) }
    }

    /// Seeds the drill, tells its story and waits for the trainee's keys; true when they solved it.
    private func practise(_ drill: Drill, on desk: DrillBackend, adminToken token: String?, progress: DrillProgress) async throws -> Bool {
        let address = backend.url.absoluteString
        Self.say("Setting the situation up on \(address)…")
        let situation: DrillSituation
        do {
            situation = try await drill.start(on: desk)
        } catch let error as PayPalAPIError where error.code == "NETWORK_ERROR" {
            throw CommandFailure("No backend answers at \(address). Start one with `payterm serve`, or name yours with --backend.")
        } catch {
            throw CommandFailure("The drill could not be set up on \(address): \(error)")
        }
        Self.say("""

            Drill: \(drill.title)

            \(situation.story)

            Your task: \(drill.task)

            Solve it in the support console:
            payterm console --backend \(address)\(token.map { " --admin-token \($0)" } ?? "")

            h next hint · c check my work · q stop
            """)
        await progress.report(.started)
        var hintsGiven = 0
        var solved = false
        try await KeyPresses.each { key in
            switch key {
            case "h":
                guard hintsGiven < drill.hints.count else {
                    Self.say("No more hints. Press c to have your work checked.")
                    return true
                }
                hintsGiven += 1
                Self.say("Hint \(hintsGiven) of \(drill.hints.count): \(drill.hints[hintsGiven - 1])")
                await progress.report(.hint)
                return true
            case "c", "q":
                guard let checked = try await report(drill, situation, on: desk) else { return key == "c" }
                solved = checked
                await progress.report(.check, solved: checked)
                if key == "q" { await progress.report(.stopped) }
                if key == "c", !solved { Self.say("Not yet: press h for a hint, c to check again, q to stop.") }
                return key == "c" && !solved
            default:
                return true
            }
        }
        return solved
    }

    /// Prints each check, met or missed, and the verdict; true when solved, nil when the backend did not answer (said
    /// so: the trainee may check again once it is back). A backend reset since the drill began ends the drill.
    private func report(_ drill: Drill, _ situation: DrillSituation, on desk: DrillBackend) async throws -> Bool? {
        let checks: [DrillCheck]
        do {
            checks = try await drill.check(situation, on: desk)
        } catch let reset as DrillReset {
            throw CommandFailure("\(reset.description) (payterm drill \(drill.name) with the same options)")
        } catch let error as PayPalAPIError where error.code == "NETWORK_ERROR" {
            Self.say("No backend answers at \(backend.url.absoluteString) to check your work: once it is back, press c again.")
            return nil
        } catch {
            throw CommandFailure("Your work could not be checked on \(backend.url.absoluteString): \(error). Start the drill again.")
        }
        for check in checks { Self.say("\(check.met ? "✓" : "✗") \(check.expectation)") }
        if checks.solved { Self.say("Solved. Well done.") }
        return checks.solved
    }

    /// Text out at once, also when the output is a pipe (print's would wait in a buffer); on a terminal, wrapped
    /// to its width (100 columns at most).
    private static func say(_ text: String) {
        var size = winsize()
        let columns = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? min(Int(size.ws_col), 100) : Int.max
        let lines = wrap(text, width: columns)
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
