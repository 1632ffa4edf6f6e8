import ArgumentParser
import CheckoutTUI
import Foundation

/// `payterm record`: the checkout (or a scenario) recorded as an asciicast, with a marker at each step.
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the checkout in the terminal as an asciicast v2 file, a marker at each step.",
        discussion: """
            Runs `payterm` (with the options after --, such as -- --lang de_DE), or `payterm play SCENARIO` with \
            --scenario, in this terminal and writes what it draws to FILE.cast, which asciinema's player plays: a \
            marker at every checkout step, titled by the step, and at every pause of a scenario, titled by its \
            caption. Keys typed are never written, so a password or PIN typed is not in the file, and fields that \
            mask them on screen stay masked. Beside it, FILE.frames keeps each frame's cells, which `payterm render` \
            (or --render) turns into FILE.gif and a PNG still per pause. A recording whose program fails (an error, not \
            Ctrl-C) leaves neither file.
            """)

    @Option(help: "The file to write, such as demo.cast.")
    var out: String

    @Option(help: "A scenario to play and record (a file under Scenarios/), as payterm play would.")
    var scenario: String?

    @Option(help: "A title for the recording (default: the scenario's file name, else PayTerm checkout).")
    var title: String?

    @Flag(help: "Also write the recording's pictures when it ends, as payterm render FILE would.")
    var render = false

    @Argument(parsing: .postTerminator, help: "Options for payterm, after --.")
    var frontOptions: [String] = []

    func validate() throws {
        if let scenario, !FileManager.default.fileExists(atPath: scenario) {
            throw ValidationError("There is no scenario at \(scenario): the shipped ones are in Scenarios/.")
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw ValidationError("payterm record records a terminal session: run it in a terminal.")
        }
    }

    func run() async throws {
        let command = scenario.map { ["play", $0] } ?? []
        let name = title ?? scenario.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "PayTerm checkout"
        let frames = FramesFile.path(besideCast: out)
        let status = try Recorder.record([try Self.ownExecutable()] + command + frontOptions, into: out, frames: frames, title: name)
        // A program that ended in failure (not stopped by a signal, such as Ctrl-C) drew its error, not a session.
        if (1..<128).contains(status) {
            for file in [out, frames] { unlink(file) }
            FileHandle.standardError.write(Data("Nothing recorded: payterm ended with status \(status).\n".utf8))
            throw ExitCode(status)
        }
        FileHandle.standardError.write(Data("Recorded to \(out).\n".utf8))
        if status != 0 { throw ExitCode(status) }
        if render {
            try RenderCommand.render(out, into: nil, scale: 1, font: nil)
        } else {
            FileHandle.standardError.write(Data("Its frames are in \(frames): payterm render \(out) draws them as a GIF and a still per pause.\n".utf8))
        }
    }

    /// This program's own file, however it was started: found on the PATH, its first argument has no folder.
    private static func ownExecutable() throws -> String {
        guard let path = Bundle.main.executablePath else { throw CommandFailure("payterm cannot find its own executable to record it.") }
        return path
    }
}
