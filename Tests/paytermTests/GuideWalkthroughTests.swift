import Foundation
import Testing

/// The curl walkthroughs of README and the guides, run as a reader would paste them, against a fresh `payterm serve`.
@Suite(.timeLimit(.minutes(3))) struct GuideWalkthroughTests {
    func walkthrough(_ name: String) throws -> String {
        let texts = try Documentation.files.map { try String(contentsOf: $0, encoding: .utf8) }
        guard let text = texts.first(where: { $0.contains("<!-- \(name):start -->") }),
              let start = text.range(of: "<!-- \(name):start -->"), let end = text.range(of: "<!-- \(name):end -->") else {
            throw ProcessFailure("no document has \(name) markers")
        }
        return text[start.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
            .joined(separator: "\n")
    }

    /// Runs the named walkthrough with bash against a fresh backend and returns the lines it printed.
    func run(_ name: String) async throws -> [String] {
        let serve = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let url = try await serve.baseURL()
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString).sh")
        try ("set -euo pipefail\n" + walkthrough(name)).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let bash = try await ChildProcess.run("bash", [script.path], environment: ["BASE": url.absoluteString])
        #expect(bash.status == 0, "\(bash.output)")
        serve.signal(SIGTERM)
        _ = try await serve.exitStatus()
        return bash.output.split(separator: "\n").map(String.init)
    }

    @Test func theTourRunsAsWritten() async throws {
        #expect(try await run("tour-walkthrough") == ["CREATED"])
    }

    @Test func theWalkthroughRunsAsWritten() async throws {
        let lines = try await run("walkthrough")
        #expect(lines.first?.hasPrefix("preapproval key: PA-") == true, "\(lines)")
        #expect(Array(lines.dropFirst()) == ["True", "COMPLETED", "REFUNDED"], "\(lines)")
    }

    @Test func theRESTWalkthroughRunsAsWritten() async throws {
        #expect(try await run("rest-walkthrough") == ["APPROVED", "COMPLETED", "PARTIALLY_REFUNDED"])
    }

    @Test func theVaultWalkthroughRunsAsWritten() async throws {
        #expect(try await run("vault-walkthrough") == ["APPROVED", "COMPLETED", "alex@personal.example.com"])
    }

    @Test func thePayLaterWalkthroughShowsPayPalsWords() async throws {
        #expect(try await run("pay-later-walkthrough") == [
            "Pay in 4 interest-free payments of $14.75 with %paypal_logo%.", "Schon ab 73,82\u{00A0}$ pro Monat mit PayPal.", "$542.24/mo",
        ])
    }

    @Test func theFaultsWalkthroughArmsEachKind() async throws {
        #expect(try await run("faults-walkthrough") == [
            "error 422 INSTRUMENT_DECLINED", "Adaptive error 520002", "latency 1000-3000 ms", "reset before the answer",
            "closed after commit", "no answer", "truncated body", "error 422 INSTRUMENT_DECLINED", "error 503 SERVICE_UNAVAILABLE",
            "Adaptive error 520002", "10",
        ])
    }
}
