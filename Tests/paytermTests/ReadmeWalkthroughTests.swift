import Foundation
import Testing

/// README's curl walkthrough, run as a reader would paste it, against a fresh `payterm serve`.
@Suite struct ReadmeWalkthroughTests {
    static var readme: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
    }

    func walkthrough() throws -> String {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        guard let start = text.range(of: "<!-- walkthrough:start -->"), let end = text.range(of: "<!-- walkthrough:end -->") else {
            throw ProcessFailure("README has no walkthrough markers")
        }
        return text[start.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("```") }
            .joined(separator: "\n")
    }

    @Test func theWalkthroughRunsAsWritten() async throws {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-\(UUID().uuidString).sh")
        try ("set -euo pipefail\n" + walkthrough()).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let bash = try ServeProcess.run("/bin/bash", [script.path], environment: ["BASE": url.absoluteString])
        let lines = bash.output.split(separator: "\n").map(String.init)
        #expect(bash.status == 0, "\(bash.output)")
        #expect(lines.first?.hasPrefix("preapproval key: PA-") == true, "\(bash.output)")
        #expect(Array(lines.dropFirst()) == ["True", "COMPLETED", "REFUNDED"], "\(bash.output)")
        serve.signal(SIGTERM)
        _ = try await serve.exitStatus()
    }
}
