import ArgumentParser

@main
struct PayTerm: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payterm",
        abstract: "Re-enact PayPal mobile checkout in a terminal, against a local, stateful mock PayPal backend.",
        discussion: """
            `payterm serve` runs the mock backend alone, for your own code, curl or PayPal's SDKs to talk to.
            """,
        version: "0.1.0",
        subcommands: [Serve.self])
}
