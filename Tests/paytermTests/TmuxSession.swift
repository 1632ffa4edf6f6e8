import Foundation

/// A detached tmux session running a command in a real terminal of a fixed size, read with capture-pane.
struct TmuxSession {
    let name = "payterm-\(UUID().uuidString.prefix(8))"

    init(command: String, width: Int = 100, height: Int = 30) throws {
        // The tmux server this may start inherits the output: give it /dev/null, not a pipe nobody closes.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "10", "tmux", "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ProcessFailure("tmux new-session failed: is tmux installed?") }
    }

    /// Sends tmux key names (`Enter`, `Tab`, `C-c`, `Down`).
    func press(_ keys: String...) throws { try Self.tmux(["send-keys", "-t", name] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { try Self.tmux(["send-keys", "-t", name, "-l", text]) }

    func screen() throws -> String { try Self.tmux(["capture-pane", "-p", "-t", name]) }

    /// Waits until the screen shows `text`, and returns the screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(20)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if last.contains(text) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ProcessFailure("the screen never showed '\(text)'; it showed:\n\(last)")
    }

    func kill() { _ = try? Self.tmux(["kill-session", "-t", name]) }

    @discardableResult
    private static func tmux(_ arguments: [String]) throws -> String {
        // A tmux server that stops answering must fail the test, not hang the suite.
        let result = try ServeProcess.run("/usr/bin/env", ["timeout", "10", "tmux"] + arguments)
        guard result.status == 0 else { throw ProcessFailure("tmux \(arguments.first ?? "") failed: \(result.output)") }
        return result.output
    }
}
