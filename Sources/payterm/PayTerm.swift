import ArgumentParser

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
            """,
        version: "0.1.0",
        subcommands: [Front.self, Serve.self, Console.self, DrillCommand.self, ClassroomCommand.self, RecordCommand.self, Play.self],
        defaultSubcommand: Front.self)
}
