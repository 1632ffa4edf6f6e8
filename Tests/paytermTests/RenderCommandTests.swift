import Foundation
import Testing

/// `payterm render`: a shipped scenario recorded at 100×30, then drawn as an animated GIF and a PNG still per
/// pause (the end's included), read back with Pillow.
@Suite(.serialized, .timeLimit(.minutes(2))) struct RenderCommandTests {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    @Test func aRecordedScenarioBecomesAnAnimationAndAStillPerPause() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = tests.deletingLastPathComponent().appendingPathComponent("Scenarios/mpl-3-donation.yaml")
        let cast = folder.appendingPathComponent("donation.cast")
        let command = "TERM=xterm-256color \(ServeProcess.binary.path) record --out \(cast.path) --scenario \(scenario.path) -- --pace 0.3; "
            + "echo EXIT=$?; sleep 60"
        try await TmuxSession.run(command, width: 100, height: 30) { tmux in
            for caption in ["it says Donate", "There is nothing to ship", "Support hears this wording", "That's the end"] {
                try await tmux.waitFor(caption)
                try await tmux.press("Space")
            }
            let after = try await tmux.waitFor("EXIT=0")
            #expect(after.contains("Its frames are in \(folder.appendingPathComponent("donation.frames").path)"))
        }
        let frames = try String(contentsOf: folder.appendingPathComponent("donation.frames"), encoding: .utf8)
        #expect(!frames.contains("pass1234"), "the password typed is nowhere in the frames")

        let rendered = try await ChildProcess.run(ServeProcess.binary.path, ["render", cast.path, "--out", folder.appendingPathComponent("pictures").path])
        #expect(rendered.status == 0, "\(rendered.output)")
        #expect(rendered.output.contains(
            "Wrote donation.gif and 4 stills (donation-pause-01.png to donation-pause-04.png) in \(folder.appendingPathComponent("pictures").path)."),
            "one line says what was written: \(rendered.output)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path).sorted()
        #expect(pictures == ["donation-pause-01.png", "donation-pause-02.png", "donation-pause-03.png", "donation-pause-04.png", "donation.gif"])

        let gif = try await picture(folder.appendingPathComponent("pictures/donation.gif"))
        #expect(gif["format"] as? String == "GIF" && gif["width"] as? Int == 800 && gif["height"] as? Int == 480)
        let shown = try #require(gif["frames"] as? [[String: Any]])
        #expect(shown.count >= 20, "the scenario's steps animated: \(shown.count) frames")
        #expect(shown.allSatisfy { ($0["duration"] as? Int ?? 0) <= 5_000 }, "long waits shortened")
        for number in 1...4 {
            let still = try await picture(folder.appendingPathComponent("pictures/donation-pause-0\(number).png"))
            #expect(still["format"] as? String == "PNG" && still["width"] as? Int == 800 && still["height"] as? Int == 480)
        }

        let missing = try await ChildProcess.run(ServeProcess.binary.path, ["render", folder.appendingPathComponent("none.cast").path])
        #expect(missing.status != 0 && missing.output.contains("There is no frames file at \(folder.appendingPathComponent("none.frames").path)"))
    }

    private func picture(_ file: URL) async throws -> [String: Any] {
        let python = InteropScript.python(packageRoot: tests.deletingLastPathComponent())
        let read = try await ChildProcess.run(python, [tests.appendingPathComponent("Interop/picture_check.py").path, file.path], timeout: .seconds(60))
        #expect(read.status == 0, "\(read.output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any], "\(read.output)")
    }
}
