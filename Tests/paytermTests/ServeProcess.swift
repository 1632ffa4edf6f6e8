import Foundation
import Synchronization

/// The real `payterm` binary run as a child process, its output collected as it comes.
final class ServeProcess: Sendable {
    let process: Process
    private let output = OutputBuffer()
    /// Standard input, for a process started `interactive`.
    private let input: Pipe?

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("payterm")
    }

    init(_ arguments: [String], environment: [String: String] = [:], interactive: Bool = false) throws {
        process = Process()
        input = interactive ? Pipe() : nil
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = input ?? FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [output] handle in
            let chunk = handle.availableData
            // At end of file the handler would be called again and again with nothing: stop it.
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                output.finish()
            } else {
                output.append(chunk)
            }
        }
        try process.run()
    }

    var text: String { output.text }

    /// Writes a line to the standard input of a process started `interactive`.
    func send(_ line: String) {
        input?.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until the process has printed `text`.
    func waitFor(_ text: String, timeout: Duration = .seconds(30)) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if self.text.contains(text) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessFailure("payterm never printed '\(text)'; it printed: \(self.text)")
    }

    /// Waits for the banner and returns the base URL it printed.
    func baseURL(timeout: Duration = .seconds(30)) async throws -> URL {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let line = text.split(separator: "\n").first(where: { $0.contains("base URL") }),
               let url = line.split(separator: " ").last.flatMap({ URL(string: String($0)) }) {
                return url
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw ProcessFailure("no base URL from payterm serve; it printed: \(text)")
    }

    /// Waits for the process to end, and for all it printed to be read, and returns its exit status.
    func exitStatus(timeout: Duration = .seconds(30)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                process.terminate()
                throw ProcessFailure("payterm did not exit; it printed: \(text)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        // What it printed last may still be on its way from the pipe.
        for _ in 0..<20 where !output.isFinished { try await Task.sleep(for: .milliseconds(50)) }
        return process.terminationStatus
    }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
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
