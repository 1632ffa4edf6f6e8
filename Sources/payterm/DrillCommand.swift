import ArgumentParser
import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock
import ScenarioScript

/// `payterm drill list`, `payterm drill NAME`: a support situation seeded on a backend for a trainee to solve
/// in the support console (or the front), hints on request, and a check of the backend's state.
struct DrillCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drill",
        abstract: "Practise support: set a situation up on a backend, solve it in payterm console, have it checked.",
        discussion: """
            `payterm drill list` lists the shipped drills. `payterm drill NAME` (or a drill file a trainer wrote, \
            such as my-drills/refund.yaml) sets one up on the backend (a `payterm serve`, or your classroom \
            workspace), prints what the customer says and the task, and waits: solve it in \
            `payterm console --backend URL` (or the front), then press c to have it checked. h gives the next hint; \
            q stops, saying what was right and what was missed. `payterm drill next` takes the next drill your \
            trainer assigned (payterm classroom assign). With --exam (or an exam assigned), there are no hints and \
            the first check is the result, recorded for the trainer.
            """)

    @Argument(help: "A shipped drill's name, a drill file, list, or next (your trainer's next assigned drill).")
    var name = "list"

    @Flag(help: "An exam: no hints, and the first check (c or q) is the result, recorded for the trainer.")
    var exam = false

    @OptionGroup var backend: BackendOption

    @Option(help: "The admin token a `payterm serve --allow-remote` printed (default: PAYTERM_ADMIN_TOKEN).")
    var adminToken: String?

    @OptionGroup(title: "Credentials: the merchant's, which the drill sets up with (as for payterm serve)")
    var credentials: CredentialOptions

    func validate() throws {
        guard ["list", "next"].contains(name) || DrillFile.isPath(name) || ShippedDrills.names.contains(name) else {
            throw ValidationError(
                "There is no drill '\(name)'. The drills: \(ShippedDrills.names.joined(separator: ", ")); or name a drill file, such as my-drills/refund.yaml.")
        }
    }

    func run() async throws {
        let token = adminToken ?? ProcessInfo.processInfo.environment["PAYTERM_ADMIN_TOKEN"]
        let admin = AdminClient(transport: HTTPTransport(baseURL: backend.url), adminToken: token)
        let source: DrillSource
        let judge: any DrillJudge
        var exam = exam
        switch name {
        case "list":
            let drills = ShippedDrills.all
            let width = drills.map(\.name.count).max() ?? 0
            // Not wrapped: wrapping would fold the columns' padding.
            let lines = drills.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.title + "\n" }
            StandardOutput.write(lines.joined())
            return
        case "next":
            guard let next = try await nextAssigned(admin) else { return }
            source = try DrillSource.assigned(next.drill, text: next.text)
            // The backend judges it, and says whether it is an exam: the trainer did when assigning it.
            exam = next.exam
            judge = WorkspaceDrillJudge(drill: next.drill, admin: admin)
        default:
            source = try DrillSource.named(name)
            judge = try await LocalDrillJudge(source.drill, on: backend.url, credentials: credentials.resolved(), adminToken: token)
        }
        let solved: Bool
        do {
            solved = try await practise(source.drill, judge: judge, adminToken: token, exam: exam, recorded: name == "next")
        } catch {
            await judge.stop()
            throw error
        }
        await judge.stop()
        if !solved { throw ExitCode(1) }
    }

    /// The first drill the trainer assigned that this trainee has not done; nil (said so) when every one is.
    private func nextAssigned(_ admin: AdminClient) async throws -> AdminClient.DrillAssignment? {
        let assignments: [AdminClient.DrillAssignment]
        do {
            assignments = try await admin.drillAssignments()
        } catch .unreachable {
            throw CommandFailure("No backend answers at \(backend.url.absoluteString). Name your workspace with --backend, as your trainer's sheet says.")
        } catch where error.code == "NOT_A_WORKSPACE" {
            throw CommandFailure("\(backend.url.absoluteString) is not a classroom workspace, so no drills are assigned there: name yours with --backend.")
        } catch {
            throw CommandFailure("The backend refused (\(error.code)): \(error.message)")
        }
        guard let next = assignments.first(where: { !$0.done }) else {
            Self.say(assignments.isEmpty ? "Your trainer has assigned no drills yet." : "Every drill your trainer assigned is done (\(assignments.count)). Well done.")
            return nil
        }
        let position = (assignments.firstIndex(of: next) ?? 0) + 1
        Self.say("Drill \(position) of \(assignments.count) your trainer assigned\(next.exam ? ", an exam" : ""): \(next.drill)")
        return next
    }

    /// Sets the drill up, tells its story and waits for the trainee's keys; true when they solved it.
    private func practise(_ drill: Drill, judge: any DrillJudge, adminToken token: String?, exam: Bool, recorded: Bool) async throws -> Bool {
        let address = backend.url.absoluteString
        Self.say("Setting the situation up on \(address)…")
        let story: String
        do {
            story = try await judge.start()
        } catch let error as PayPalAPIError where error.code == "NETWORK_ERROR" {
            throw CommandFailure("No backend answers at \(address). Start one with `payterm serve`, or name yours with --backend.")
        } catch let error as PayPalAPIError {
            throw CommandFailure("The drill could not be set up on \(address) (\(error.code)): \(error.message)")
        } catch {
            throw CommandFailure("The drill could not be set up on \(address): \(error)")
        }
        Self.say("""

            Drill: \(drill.title)\(recorded ? "" : " (practice on your own: not recorded for a trainer)")

            \(story)

            Your task: \(drill.task)

            Solve it in the support console:
            """)
        // A command on one line, however narrow the terminal: the terminal wraps it, and it copies whole.
        StandardOutput.write("payterm console --backend \(address)\(token.map { " --admin-token \($0)" } ?? "")\n\n")
        Self.say(exam ? "An exam: no hints, and your first check is your result.\nc check my work (final) · q stop (final)" : "h next hint · c check my work · q stop")
        var hintsGiven = 0
        var solved = false
        try await KeyPresses.each { key in
            switch key {
            case "h":
                guard !exam else {
                    Self.say("No hints in an exam. Press c to have your work checked.")
                    return true
                }
                guard hintsGiven < drill.hints.count else {
                    Self.say("No more hints. Press c to have your work checked.")
                    return true
                }
                hintsGiven += 1
                await judge.hinted()
                Self.say("Hint \(hintsGiven) of \(drill.hints.count): \(drill.hints[hintsGiven - 1])")
                return true
            case "c", "q":
                guard let (checks, over) = try await report(drill, judge) else { return key == "c" }
                solved = checks.solved
                if exam { Self.say(solved ? "Your result: solved." : "Your result: not solved. Your trainer has it.") }
                if key == "c", !solved, !exam { Self.say("Not yet: press h for a hint, c to check again, q to stop.") }
                return key == "c" && !over && !exam
            default:
                return true
            }
        }
        return solved
    }

    /// Prints each check, met or missed, and the verdict; nil when the backend did not answer (said so: the trainee
    /// may check again once it is back). A backend reset since the drill began ends the drill.
    private func report(_ drill: Drill, _ judge: any DrillJudge) async throws -> (checks: [DrillCheck], over: Bool)? {
        let checked: (verdicts: [DrillCheck], over: Bool)
        do {
            checked = try await judge.check()
        } catch let reset as DrillReset {
            throw CommandFailure("\(reset.description) (payterm drill \(drill.name) with the same options)")
        } catch let error as PayPalAPIError where error.code == "NETWORK_ERROR" {
            Self.say("No backend answers at \(backend.url.absoluteString) to check your work: once it is back, press c again.")
            return nil
        } catch let error as PayPalAPIError where error.code == "DRILL_RESET" {
            throw CommandFailure("\(error.message) (payterm drill next, as your sheet says)")
        } catch let error as PayPalAPIError {
            throw CommandFailure("Your work could not be checked on \(backend.url.absoluteString) (\(error.code)): \(error.message)")
        } catch {
            throw CommandFailure("Your work could not be checked on \(backend.url.absoluteString): \(error). Start the drill again.")
        }
        for check in checked.verdicts { Self.say("\(check.met ? "✓" : "✗") \(check.expectation)") }
        if checked.verdicts.solved { Self.say("Solved. Well done.") }
        return (checked.verdicts, checked.over)
    }

    /// Text out at once, also when the output is a pipe (print's would wait in a buffer); on a terminal, wrapped
    /// to its width (100 columns at most).
    private static func say(_ text: String) {
        let columns = StandardOutput.terminalSize.map { min($0.columns, 100) } ?? Int.max
        StandardOutput.write(wrap(text, width: columns).joined(separator: "\n") + "\n")
    }
}
