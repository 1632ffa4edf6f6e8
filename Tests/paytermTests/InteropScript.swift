import Foundation

/// A Python script of Tests/Interop, run against a fresh `payterm serve` with the default REST credentials:
/// `script BASE_URL CLIENT_ID CLIENT_SECRET`.
enum InteropScript {
    static func run(_ name: String) async throws -> (status: Int32, output: String) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Interop/\(name)")
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        defer { serve.signal(SIGTERM) }
        return try await ChildProcess.run("python3", [script.path, url.absoluteString, "payterm-client-id", "payterm-client-secret"])
    }
}
