import ArgumentParser
import Foundation

/// `payterm record`: the checkout (or a scenario) recorded as an asciicast, with a marker at each step.
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the checkout in the terminal as an asciicast v2 file, a marker at each step.",
        discussion: """
            Runs `payterm` (with the options after --, such as -- --lang de_DE) in this terminal and writes what \
            it draws to FILE.cast, which asciinema's player plays: a marker at every checkout step, titled by the \
            step. Keys typed are never written, so a password or PIN typed is not in the file, and fields that \
            mask them on screen stay masked.
            """)

    @Option(help: "The file to write, such as demo.cast.")
    var out: String

    @Option(help: "A title for the recording (default: PayTerm checkout).")
    var title = "PayTerm checkout"

    @Argument(parsing: .postTerminator, help: "Options for payterm, after --.")
    var frontOptions: [String] = []

    func validate() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw ValidationError("payterm record records a terminal session: run it in a terminal.")
        }
    }

    func run() async throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let executable = binary.contains("/") ? binary : (Bundle.main.executablePath ?? binary)
        let status = try Recorder.record([executable] + frontOptions, into: out, title: title)
        FileHandle.standardError.write(Data("Recorded to \(out).\n".utf8))
        if status != 0 { throw ExitCode(status) }
    }
}
