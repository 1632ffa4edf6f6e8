import Foundation
import Synchronization

/// The real `payterm` binary run as a child process, its output collected as it comes. Started with
/// `posix_spawn`: Foundation's `Process.run()` on Linux (Swift 6.3) sometimes reads past a buffer while it lists
/// the open descriptors, and crashed the whole test run (swift-corelibs-foundation#5472).
final class ServeProcess: Sendable {
    let pid: pid_t
    private let output = OutputBuffer()
    /// Standard input, for a process started `interactive`.
    private let input: FileHandle?
    private let reader: FileHandle
    /// The wait status, once the process has ended and been reaped.
    private let ended = Mutex<Int32?>(nil)

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payterm")
    }

    /// Starts `payterm` (or another `program`, such as a test's own listener) with `arguments`.
    init(_ arguments: [String], program: String = binary.path, environment: [String: String] = [:], interactive: Bool = false) throws {
        let printed = try Self.pipe()
        let typed = interactive ? try Self.pipe() : nil
        pid = try ChildProcess.spawn(program, arguments, environment: environment) { actions in
            if let typed {
                posix_spawn_file_actions_adddup2(&actions, typed.read, 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            posix_spawn_file_actions_adddup2(&actions, printed.write, 1)
            posix_spawn_file_actions_adddup2(&actions, printed.write, 2)
        }
        close(printed.write)
        if let typed { close(typed.read) }
        input = typed.map { FileHandle(fileDescriptor: $0.write, closeOnDealloc: true) }
        reader = FileHandle(fileDescriptor: printed.read, closeOnDealloc: true)
        reader.readabilityHandler = { [output] handle in
            let chunk = handle.availableData
            // At end of file the handler would be called again and again with nothing: stop it.
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                output.finish()
            } else {
                output.append(chunk)
            }
        }
    }

    /// A pipe whose ends close in children: only the copies made for this one reach it.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw ProcessFailure("no pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    var text: String { output.text }

    var isRunning: Bool {
        ended.withLock { ended in
            guard ended == nil else { return false }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return true }
            ended = status
            return false
        }
    }

    /// Writes a line to the standard input of a process started `interactive`.
    func send(_ line: String) {
        input?.write(Data((line + "\n").utf8))
    }

    /// Waits until the process has printed `text` (that many times).
    func waitFor(_ text: String, occurrences: Int = 1, timeout: Duration = .seconds(60)) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if self.text.components(separatedBy: text).count > occurrences { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessFailure("the process never printed '\(text)'; it printed: \(self.text)")
    }

    /// Waits for the banner and returns the base URL it printed.
    func baseURL(timeout: Duration = .seconds(60)) async throws -> URL {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let line = text.split(separator: "\n").first(where: { $0.contains("base URL") }),
               let url = line.split(separator: " ").last.flatMap({ URL(string: String($0)) }) {
                return url
            }
            if !isRunning { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessFailure("no base URL from payterm serve; it printed: \(text)")
    }

    /// Waits for the process to end, and for all it printed to be read, and returns its exit status as a shell
    /// shows it (128 plus the signal that ended it).
    func exitStatus(timeout: Duration = .seconds(30)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            guard ContinuousClock.now < deadline else {
                signal(SIGTERM)
                throw ProcessFailure("payterm did not exit; it printed: \(text)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        // What it printed last may still be on its way from the pipe.
        for _ in 0..<20 where !output.isFinished { try await Task.sleep(for: .milliseconds(50)) }
        return ChildProcess.exitCode(ended.withLock { $0 } ?? 0)
    }

    func signal(_ number: Int32) {
        if isRunning { kill(pid, number) }
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
    }
}

/// What a child process has printed so far.
final class OutputBuffer: Sendable {
    private let data = Mutex(Data())
    private let finished = Mutex(false)

    func append(_ chunk: Data) { data.withLock { $0.append(chunk) } }

    /// Marks the end of the output: the child closed it.
    func finish() { finished.withLock { $0 = true } }

    var isFinished: Bool { finished.withLock { $0 } }

    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}

struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
