import ArgumentParser
import Foundation
import PayPalAPI

/// `payterm watch`: the screen shared through a backend (a trainer's `payterm play --share`), live.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch the screen shared through a backend (payterm --share, payterm play --share) live, until Ctrl-C.",
        discussion: """
            A trainee watches the trainer's screen with their workspace's admin token (their console: line has it) \
            and the trainer's backend as --backend. A terminal smaller than the shared screen shows its top left, \
            and says what is cut. The trainer watches a trainee with payterm classroom watch NAME.
            """)

    @OptionGroup var backend: BackendOption

    @Option(help: "An admin token the backend takes: its own, or on a trainer's backend a trainee's (default: PAYTERM_ADMIN_TOKEN).")
    var adminToken: String?

    func run() async throws {
        let admin = AdminClient(transport: HTTPTransport(baseURL: backend.url), adminToken: adminToken ?? ProcessInfo.processInfo.environment["PAYTERM_ADMIN_TOKEN"])
        try await ScreenWatcher.run(admin, naming: "a screen through \(backend.url.absoluteString)")
    }
}

extension ClassroomCommand {
    /// `payterm classroom watch NAME`: a trainee's checkout, live, as they go.
    struct Watch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Watch a trainee's screen live (their checkout line shares it), until Ctrl-C.",
            discussion: "Nothing they type into a password or PIN field is shared: the frames are their screen's, masked as it is.")

        @OptionGroup var options: Options
        @Argument(help: "The trainee's workspace.") var name: String

        func run() async throws {
            try await ScreenWatcher.run(options.client, workspace: name, trainer: try options.trainer(), naming: "\(name)'s screen")
        }
    }
}
