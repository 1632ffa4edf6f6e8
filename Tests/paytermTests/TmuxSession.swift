import Foundation

/// A tmux session running a command in a real terminal of a fixed size, read with capture-pane. Each session has
/// a tmux server of its own, so one that stops answering cannot take the other tests with it.
struct TmuxSession {
    let name = "payterm-\(UUID().uuidString.prefix(8))"

    /// Runs `command` in a detached session `width` columns by `height` lines, hands the session to `body`, and
    /// ends it afterwards, also when `body` throws.
    static func run<T>(
        _ command: String, width: Int = 100, height: Int = 30, _ body: (TmuxSession) async throws -> T
    ) async throws -> T {
        let session = TmuxSession()
        try await session.tmux(["new-session", "-d", "-s", session.name, "-x", String(width), "-y", String(height), command])
        do {
            let result = try await body(session)
            await session.kill()
            return result
        } catch {
            await session.kill()
            throw error
        }
    }

    /// Sends tmux key names (`Enter`, `Tab`, `C-c`, `Down`).
    func press(_ keys: String...) async throws { try await tmux(["send-keys", "-t", name] + keys) }

    /// Types text literally.
    func type(_ text: String) async throws { try await tmux(["send-keys", "-t", name, "-l", text]) }

    func screen() async throws -> String { try await tmux(["capture-pane", "-p", "-t", name]) }

    /// The screen with the lines the terminal wrapped joined again: a line printed whole reads as one.
    func joinedScreen() async throws -> String { try await tmux(["capture-pane", "-p", "-J", "-t", name]) }

    /// A character on screen with the emphasis it is drawn with.
    struct StyledCharacter {
        var character: Character
        var bold: Bool
        var underline: Bool
    }

    /// The screen's characters with their emphasis, read from the SGR sequences `capture-pane -e` writes.
    func styledScreen() async throws -> [StyledCharacter] {
        let captured = try await tmux(["capture-pane", "-p", "-e", "-t", name])
        var styled: [StyledCharacter] = []
        var (bold, underline) = (false, false)
        var rest = Substring(captured)
        while let character = rest.first {
            guard character == "\u{1B}", rest.dropFirst().first == "[", let end = rest.firstIndex(where: { $0.isLetter }) else {
                styled.append(StyledCharacter(character: character, bold: bold, underline: underline))
                rest = rest.dropFirst()
                continue
            }
            if rest[end] == "m" {
                var parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";", omittingEmptySubsequences: false)
                    .map { Int($0) ?? 0 }[...]
                if parameters.isEmpty { parameters = [0] }
                while let parameter = parameters.popFirst() {
                    switch parameter {
                    case 0: (bold, underline) = (false, false)
                    case 1: bold = true
                    case 4: underline = true
                    case 22: bold = false
                    case 24: underline = false
                    case 38, 48: parameters = parameters.first == 5 ? parameters.dropFirst(2) : parameters.dropFirst(4)
                    default: break
                    }
                }
            }
            rest = rest[rest.index(after: end)...]
        }
        return styled
    }

    /// A tmux format of the pane, such as `#{keypad_cursor_flag}`: the terminal modes the program left on.
    func format(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen once it has stopped changing (or after 3 s): a frame that was still coming in when it first
    /// showed a text has arrived whole.
    func settledScreen() async throws -> String {
        var last = try await screen()
        for _ in 0..<20 {
            try await Task.sleep(for: .milliseconds(150))
            let now = try await screen()
            if now == last { break }
            last = now
        }
        return last
    }

    /// Waits until the screen shows `text`, and returns the screen. The limit is a net for a hang, not a measure: the
    /// whole suite's terminals start at once on two cores, and a program's first frame can wait for them.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(60)) async throws -> String {
        try await waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the screen is as `shows` wants it, and returns the screen.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(60), until shows: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try await screen()
            if shows(last) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ProcessFailure("the screen never showed \(what); it showed:\n\(last)")
    }

    /// Resizes the window, as a user dragging their terminal's corner would: the program in it gets SIGWINCH.
    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Closes the window, as a user closing their terminal would: the program in it gets SIGHUP.
    func closeWindow() async throws { try await tmux(["kill-session", "-t", name]) }

    private func kill() async { _ = try? await tmux(["kill-server"]) }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let result = try await ChildProcess.run("tmux", ["-L", name] + arguments, timeout: .seconds(10))
        guard result.status == 0 else { throw ProcessFailure("tmux \(arguments.first ?? "") failed: \(result.output)") }
        return result.output
    }
}
