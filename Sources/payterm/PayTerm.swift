import ArgumentParser
import Foundation

@main
struct PayTerm: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payterm",
        abstract: "Re-enact PayPal mobile checkout in a terminal, against a local, stateful mock PayPal backend.",
        discussion: """
            `payterm` opens the merchant's demo app with the PayPal library over it, backend included.
            `payterm serve` runs the mock backend alone, for your own code, curl or PayPal's SDKs to talk to.
            `payterm console` is PayPal's support desk on a backend: find a payment, refund it, resend its webhooks.
            `payterm play SCENARIO` plays a training scenario in the terminal; `payterm play --check` checks scenarios headless.
            `payterm record` records one as an asciicast; `payterm render` turns the recording into a GIF and stills.
            `payterm classroom` gives each trainee a workspace, assigns drills and shows their progress; `payterm drill` takes one.
            `payterm watch` shows a screen shared with --share, live (a trainee's: `payterm classroom watch NAME`).
            """,
        version: "0.1.0",
        subcommands: [
            Front.self, Serve.self, Console.self, DrillCommand.self, ClassroomCommand.self, RecordCommand.self, RenderCommand.self, Play.self, WatchCommand.self,
        ],
        defaultSubcommand: Front.self)

    /// A first word that is no command is said to be one, rather than taken for an argument of the default `run`.
    static func main() async {
        let commands = configuration.subcommands.map { $0._commandName } + ["help"]
        if let first = CommandLine.arguments.dropFirst().first, !first.hasPrefix("-"), !commands.contains(first) {
            FileHandle.standardError.write(Data("payterm has no command '\(first)'. Its commands: \(commands.joined(separator: ", ")); payterm --help says more.\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        await main(nil)
    }
}
