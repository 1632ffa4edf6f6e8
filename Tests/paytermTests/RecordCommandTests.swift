import Foundation
import Testing

/// `payterm record` in a real terminal: a checkout recorded as an asciicast that asciinema's own loader and
/// player read, with a marker at each step, and the password typed nowhere in the file.
@Suite(.serialized, .timeLimit(.minutes(3))) struct RecordCommandTests {
    @Test func aCheckoutIsRecordedWithItsStepsAndWithoutThePassword() async throws {
        let cast = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString).cast")
        defer { try? FileManager.default.removeItem(at: cast) }
        let command = "TERM=xterm-256color \(ServeProcess.binary.path) record --out \(cast.path) --title 'Experience 1'; echo EXIT=$?; "
            + "echo \"MODES $(stty -a | tr ' ' '\\n' | grep -x -e icanon -e echo | tr '\\n' ' ')END\"; sleep 60"
        try await TmuxSession.run(command, width: 100, height: 30) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.resize(width: 90, height: 30)
            try await tmux.waitFor("the app redrawn 90 columns wide", timeout: .seconds(5)) { screen in
                screen.split(separator: "\n").contains { $0.hasPrefix("┌─ Merchant app") && $0.hasSuffix("┐") && $0.count == 90 }
            }
            try await tmux.resize(width: 100, height: 30)
            _ = try await tmux.payForExperienceOne()
            try await tmux.press("q")
            let after = try await tmux.waitFor("END")
            #expect(after.contains("Recorded to \(cast.path)."))
            #expect(after.contains("EXIT=0") && after.contains("MODES icanon echo END"))
        }
        let file = try String(contentsOf: cast, encoding: .utf8)
        #expect(!file.contains("pass1234"), "the password typed is nowhere in the recording")

        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let python = InteropScript.python(packageRoot: tests.deletingLastPathComponent())
        let read = try await ChildProcess.run(python, [tests.appendingPathComponent("Interop/asciicast_check.py").path, cast.path], timeout: .seconds(30))
        #expect(read.status == 0, "\(read.output)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any])
        #expect(summary["version"] as? Int == 2 && summary["width"] as? Int == 100 && summary["height"] as? Int == 30)
        #expect(summary["title"] as? String == "Experience 1")
        #expect(summary["input_events"] as? Int == 0)
        #expect(summary["in_order"] as? Bool == true)
        #expect(file.contains(#""r","90x30"]"#) && file.contains(#""r","100x30"]"#), "both resizes are in the recording")
        let markers = try #require(summary["markers"] as? [String])
        let steps = ["The merchant's app", "PayPal library · login", "PayPal library · review", "PayPal library · receipt"]
        #expect(steps.allSatisfy(markers.contains), "\(markers)")
        #expect(markers.last == "The merchant's app")
        #expect((summary["output"] as? String)?.contains("Paid: AP-") == true)

        let played = try await ChildProcess.run(python, ["-m", "asciinema", "cat", cast.path], timeout: .seconds(30))
        #expect(played.status == 0, "asciinema's player reads it: \(played.output.suffix(300))")
    }

    @Test func aScenarioIsRecordedWithAMarkerAtEachPause() async throws {
        let cast = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString).cast")
        defer { try? FileManager.default.removeItem(at: cast) }
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let scenario = tests.appendingPathComponent("ScenarioFixtures/two-pauses.yaml").path
        let command = "TERM=xterm-256color \(ServeProcess.binary.path) record --out \(cast.path) --scenario \(scenario) -- --pace 0; echo EXIT=$?; sleep 60"
        try await TmuxSession.run(command, width: 72, height: 22) { tmux in
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.press("Space")
            try await tmux.waitFor("Second, the library's log-in.")
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
        let python = InteropScript.python(packageRoot: tests.deletingLastPathComponent())
        let read = try await ChildProcess.run(python, [tests.appendingPathComponent("Interop/asciicast_check.py").path, cast.path], timeout: .seconds(30))
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any], "\(read.output)")
        #expect(summary["title"] as? String == "two-pauses")
        let markers = try #require(summary["markers"] as? [String])
        let pauses = markers.filter { $0.hasPrefix("Pause: ") }
        #expect(pauses == ["Pause: First, the merchant's app.", "Pause: Second, the library's log-in."], "\(markers)")
        #expect(markers.contains("PayPal library · login"))
    }

    /// A shell line that runs `payterm` by name, as a trainer who installed it does: from a folder of its own put
    /// first on the PATH (a link to the binary built), in another folder that holds no `payterm`.
    static func onThePath(_ arguments: String, in folder: URL) throws -> String {
        let installed = folder.appendingPathComponent("bin")
        let elsewhere = folder.appendingPathComponent("class")
        for made in [installed, elsewhere] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(at: installed.appendingPathComponent("payterm"), withDestinationURL: ServeProcess.binary)
        return "cd \(elsewhere.path) && PATH=\(installed.path):$PATH TERM=xterm-256color payterm \(arguments); echo EXIT=$?; sleep 60"
    }

    @Test func recordFoundOnThePathRecordsInAnyFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("class/two-pauses.cast")
        let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../ScenarioFixtures/two-pauses.yaml").standardized
        let command = try Self.onThePath("record --out \(cast.path) --scenario \(scenario.path) -- --pace 0", in: folder)
        try await TmuxSession.run(command, width: 100, height: 30) { tmux in
            try await tmux.waitFor("First, the merchant's app.")
            try await tmux.press("q")
            let after = try await tmux.waitFor("EXIT=")
            #expect(after.contains("EXIT=0") && after.contains("Recorded to \(cast.path)."), "\(after)")
        }
        let recorded = try String(contentsOf: cast, encoding: .utf8)
        #expect(recorded.contains("Pause: First, the merchant's app."))
        #expect(FileManager.default.fileExists(atPath: cast.deletingPathExtension().appendingPathExtension("frames").path))
    }

    @Test func aRecordingThatFailsLeavesNoFileBehind() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("class/failed.cast")
        try await TmuxSession.run(try Self.onThePath("record --out \(cast.path) -- --no-such-option", in: folder), width: 100, height: 30) { tmux in
            let after = try await tmux.waitFor("EXIT=")
            #expect(after.contains("Unknown option '--no-such-option'"), "the program's own error is shown: \(after)")
            #expect(after.contains("Nothing recorded: payterm ended with status 64") && !after.contains("Recorded to"), "\(after)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: cast.deletingLastPathComponent().path)
        #expect(left.isEmpty, "no cast and no frames: \(left)")
    }
}
