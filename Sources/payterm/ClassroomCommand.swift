import ArgumentParser
import Foundation
import PayPalAPI

/// `payterm classroom`: the trainer's class on one `payterm serve`, a workspace per trainee.
struct ClassroomCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classroom",
        abstract: "Give each trainee a workspace of their own on one backend: add, list, assign, status, watch, reset, remove.",
        discussion: """
            Each workspace is a backend of its own inside the trainer's `payterm serve`: its own credentials and \
            admin token, payments, clock and faults, on a port of its own that it keeps across restarts. The \
            commands print what each trainee runs: the checkout, the support console and the drills, pointed at \
            their workspace with its keys; a trainee's keys open their own workspace and nothing else. Calls carry the \
            trainer's secret, which payterm serve made on its first start and keeps in its state folder (or \
            PAYTERM_TRAINER_SECRET), and go to the newest payterm serve started on this machine unless --backend names another.
            """,
        subcommands: [Add.self, List.self, Assign.self, Status.self, Watch.self, Reset.self, Remove.self])

    struct Options: ParsableArguments {
        @Option(
            name: .customLong("backend"),
            help: "The class's backend: its base URL (default: the newest payterm serve started on this machine, else \(BackendOption.local.absoluteString)).",
            transform: BackendOption.baseURL)
        var backendURL: URL?

        @Option(help: "The admin token a `payterm serve --allow-remote` printed (default: PAYTERM_ADMIN_TOKEN).")
        var adminToken: String?

        var url: URL { backendURL ?? TrainerSecretFile().newestBackend ?? BackendOption.local }

        var client: AdminClient {
            AdminClient(transport: HTTPTransport(baseURL: url), adminToken: adminToken ?? ProcessInfo.processInfo.environment["PAYTERM_ADMIN_TOKEN"])
        }

        /// The trainer's secret for the class's backend, which payterm serve keeps on this machine.
        func trainer() throws -> Secret {
            let file = TrainerSecretFile()
            guard let secret = file.secret(for: url) else { throw CommandFailure(file.missing(for: url)) }
            return secret
        }

        /// The call's answer, or its refusal said plainly.
        func call<T>(_ body: () async throws(PayPalAPIError) -> T) async throws -> T {
            do {
                return try await body()
            } catch .unreachable {
                throw CommandFailure("No backend answers at \(url.absoluteString). Start the class's with `payterm serve`, or name it with --backend.")
            } catch {
                throw CommandFailure("The backend refused (\(error.code)): \(error.message)")
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a workspace for each name, such as trainee-01 trainee-02.")
        @OptionGroup var options: Options
        @Argument(help: "Names: lower-case letters, digits and dashes.") var names: [String]
        @Option(help: ArgumentHelp(
            "Also write each trainee's lines to FOLDER/NAME.txt, a sheet to print and hand out (readable by you alone: it holds their keys).",
            valueName: "folder"))
        var handouts: String?

        func run() async throws {
            let folder = try handouts.map(Handouts.folder)
            let trainer = try options.trainer()
            for name in names {
                let workspace = try await options.call { () async throws(PayPalAPIError) in try await options.client.addWorkspace(name, trainer: trainer) }
                print(WorkspaceText.describe(workspace))
                if let folder { print("  handout:  " + (try Handouts.write(workspace, in: folder))) }
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the workspaces, with what each trainee runs.")
        @OptionGroup var options: Options

        func run() async throws {
            let trainer = try options.trainer()
            let workspaces = try await options.call { () async throws(PayPalAPIError) in try await options.client.workspaces(trainer: trainer) }
            print(workspaces.isEmpty ? "No workspaces yet: payterm classroom add NAME…" : workspaces.map(WorkspaceText.describe).joined(separator: "\n"))
        }
    }

    struct Reset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Reset one workspace, or every one when no name is given, to the seeded state.")
        @OptionGroup var options: Options
        @Argument(help: "A workspace's name; none resets them all.") var name: String?

        func run() async throws {
            let trainer = try options.trainer()
            if let name {
                _ = try await options.call { () async throws(PayPalAPIError) in try await options.client.resetWorkspace(name, trainer: trainer) }
                print("Reset \(name).")
            } else {
                let all = try await options.call { () async throws(PayPalAPIError) in try await options.client.resetWorkspaces(trainer: trainer) }
                print("Reset \(all.count) workspace\(all.count == 1 ? "" : "s").")
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove workspaces, their backends and their state: the ones named, or with --all the whole class.")
        @OptionGroup var options: Options
        @Argument(help: "The workspaces' names.") var names: [String] = []
        @Flag(help: "Remove every workspace: the whole class.") var all = false

        func validate() throws {
            if all != names.isEmpty { throw ValidationError(all ? "--all removes every workspace: name none." : "Name the workspaces to remove, or give --all for the whole class.") }
        }

        func run() async throws {
            let trainer = try options.trainer()
            let client = options.client
            let removed = all ? try await options.call { () async throws(PayPalAPIError) in try await client.workspaces(trainer: trainer).map(\.name) } : names
            for name in removed {
                try await options.call { () async throws(PayPalAPIError) in try await client.removeWorkspace(name, trainer: trainer) }
                print("Removed \(name).")
            }
            if all, removed.isEmpty { print("No workspaces to remove.") }
        }
    }
}

/// A workspace as the trainer hands it to a trainee: the commands to run, with its credentials and its admin token,
/// without which nothing of the workspace answers.
enum WorkspaceText {
    static func describe(_ workspace: AdminClient.Workspace) -> String {
        let (checkout, console, drills) = commands(workspace)
        return """
            \(workspace.name) · \(workspace.baseUrl)
              checkout: \(checkout.joined(separator: " "))
              console:  \(console.joined(separator: " "))
              drills:   \(drills.joined(separator: " "))
            """
    }

    /// What the trainee runs, word by word (a flag with its value one word): their checkout (its screen shared for
    /// the trainer), their support console and the next drill the trainer assigned them, pointed at their workspace
    /// with its keys.
    static func commands(_ workspace: AdminClient.Workspace) -> (checkout: [String], console: [String], drills: [String]) {
        let keys = workspace.credentials
        func flag(_ name: String, _ value: String) -> String { "--\(name) \(shellWord(value))" }
        let backend = flag("backend", workspace.baseUrl)
        let flags = [
            flag("client-id", keys.clientId), flag("client-secret", keys.clientSecret.revealed), flag("api-username", keys.apiUsername),
            flag("api-password", keys.apiPassword.revealed), flag("api-signature", keys.apiSignature.revealed),
            flag("braintree-private-key", keys.braintreePrivateKey.revealed),
            flag("braintree-oauth-client-secret", keys.braintreeOauthClientSecret.revealed),
        ]
        let token = flag("admin-token", workspace.adminToken.revealed)
        // The checkout shares its screen, so that the trainer can watch it (payterm classroom watch NAME).
        return (["payterm --share", backend] + flags + [token], ["payterm console", backend, token], ["payterm drill next", backend] + flags + [token])
    }

    /// The value as a shell reads it back whole: in single quotes when it holds anything but letters, digits and
    /// `-_.:/@=+` (a Braintree secret's `$development$` would otherwise be expanded away).
    static func shellWord(_ value: String) -> String {
        let plain = value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:/@=+".contains($0)) }
        return plain && !value.isEmpty ? value : "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
