import Foundation
import Testing

/// `--backend` is one option wherever it is taken: an http or https base URL, or a refusal that names the value.
@Suite struct BackendOptionTests {
    @Test(arguments: [["console"], ["drill", "list"], ["classroom", "list"], ["run"], ["play", "--check", "Scenarios"]])
    func aBackendThatIsNoWebAddressIsRefusedByName(command: [String]) async throws {
        for bad in ["ftp://127.0.0.1:8080", "127.0.0.1:8080", "http:nowhere"] {
            let result = try await ChildProcess.run(ServeProcess.binary.path, command + ["--backend", bad])
            #expect(result.status == 64, "\(command) \(bad)")
            #expect(
                result.output.contains("The value '\(bad)' is invalid for '--backend <backend>': give an http or https URL with a host, such as http://127.0.0.1:8080."),
                "\(result.output)")
        }
    }

    @Test func helpSaysWhichBackendEachCommandUsesWithoutIt() async throws {
        for command in [["console"], ["drill"]] {
            let help = try await Self.help(command)
            #expect(help.contains("--backend <backend>") && help.contains("(default: http://127.0.0.1:8080)"), "\(command): \(help)")
        }
        let classroom = try await Self.help(["classroom", "list"])
        #expect(
            classroom.contains("--backend <backend>") && classroom.contains("(default: the newest payterm serve started on this machine, else http://127.0.0.1:8080)"),
            "\(classroom)")
        let front = try await Self.help(["run"])
        #expect(front.contains("--backend <backend>") && front.contains("(default: one started inside this process)"), "\(front)")
    }

    /// The command's help with its lines joined, as the words wrap to the width of the terminal.
    static func help(_ command: [String]) async throws -> String {
        let (status, help) = try await ChildProcess.run(ServeProcess.binary.path, command + ["--help"])
        #expect(status == 0, "\(command)")
        return help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
