import Foundation

/// A Python script of Tests/Interop, run against a fresh `payterm serve` with the default REST credentials:
/// `script BASE_URL CLIENT_ID CLIENT_SECRET`.
enum InteropScript {
    static func run(_ name: String) async throws -> (status: Int32, output: String) {
        let (status, output, _) = try await run(name, arguments: [], timeout: .seconds(120))
        return (status, output)
    }

    /// Runs the script with `arguments` after the usual three; `serverExited` tells whether `payterm serve` ended
    /// while it ran (a crash: nothing here stops it before the script is done).
    static func run(_ name: String, arguments: [String], timeout: Duration) async throws -> (status: Int32, output: String, serverExited: Bool) {
        try await run(name, timeout: timeout) { _ in arguments }
    }

    /// Runs the script with the arguments `prepare` makes on the fresh backend before it starts.
    static func run(
        _ name: String, timeout: Duration, prepare: (URL) async throws -> [String]
    ) async throws -> (status: Int32, output: String, serverExited: Bool) {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let script = tests.appendingPathComponent("Interop/\(name)")
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        defer { serve.signal(SIGTERM) }
        let arguments = try await prepare(url)
        let python = python(packageRoot: tests.deletingLastPathComponent())
        let (status, output) = try await ChildProcess.run(
            python, [script.path, url.absoluteString, "payterm-client-id", "payterm-client-secret"] + arguments, timeout: timeout)
        return (status, output, !serve.isRunning)
    }

    /// The virtual environment Scripts/test fills with Tests/Interop/requirements.txt, else the python3 on PATH.
    static func python(packageRoot: URL) -> String {
        let venv = packageRoot.appendingPathComponent(".build/venv/bin/python3").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
    }
}
