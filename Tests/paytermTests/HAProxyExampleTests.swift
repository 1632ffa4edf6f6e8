import Foundation
import PayPalAPI
import Testing

/// Docs/examples/haproxy.cfg as the guide ships it, run with Debian's HAProxy in front of two real backends: it
/// starts without a warning, asks each backend's health, and when one is killed its clients see no error.
@Suite(.serialized, .timeLimit(.minutes(3))) struct HAProxyExampleTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/examples/haproxy.cfg")
    static let haproxy = FileManager.default.isExecutableFile(atPath: "/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy"

    @Test func theShippedConfigurationIsValidAndWarnsOfNothing() async throws {
        let checked = try await ChildProcess.run(Self.haproxy, ["-c", "-f", Self.example.path])
        #expect(checked.status == 0, "\(checked.output)")
        #expect(!checked.output.contains("WARNING") && !checked.output.contains("ALERT"), "\(checked.output)")
    }

    @Test func aKilledBackendCostsItsClientsNoError() async throws {
        let one = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        let two = try ServeProcess(["serve", "--port", "0", "--in-memory"])
        defer {
            one.signal(SIGKILL)
            two.signal(SIGKILL)
        }
        let (first, second) = (try await one.baseURL(), try await two.baseURL())
        let port = try Self.unusedPort()
        let configuration = try String(contentsOf: Self.example, encoding: .utf8)
            .replacingOccurrences(of: "bind 127.0.0.1:8080", with: "bind 127.0.0.1:\(port)")
            .replacingOccurrences(of: "server one 127.0.0.1:8081", with: "server one 127.0.0.1:\(first.port ?? 0)")
            .replacingOccurrences(of: "server two 127.0.0.1:8082", with: "server two 127.0.0.1:\(second.port ?? 0)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("haproxy-\(UUID().uuidString).cfg")
        try Data(configuration.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let balancer = try ServeProcess(["-db", "-f", file.path], program: Self.haproxy)
        defer { balancer.signal(SIGKILL) }
        let front = HTTPTransport(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
        try await Self.waitUntil("HAProxy answers") { (try? await front.send("GET", "/payterm/v1/health"))?.status == 200 }

        for method in ["HEAD", "OPTIONS"] {
            let answer = try await HTTPTransport(baseURL: first).send(method, "/payterm/v1/health")
            #expect(answer.status == 200, "\(method) is answered as GET is")
        }
        let journal = try await AdminClient(transport: HTTPTransport(baseURL: first)).journal()
        #expect(!journal.contains { $0.path.hasPrefix("/payterm/v1/health") }, "the health checks are not journaled: \(journal.map(\.path))")

        one.signal(SIGKILL)
        var statuses: [Int] = []
        for _ in 0..<40 {
            statuses.append((try? await front.send("GET", "/payterm/v1/health"))?.status ?? 0)
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(statuses.allSatisfy { $0 == 200 }, "every request reached the live backend: \(statuses)")
    }

    /// A loopback port nothing listens on now.
    static func unusedPort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw ProcessFailure("no loopback port to bind") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func waitUntil(_ what: String, _ condition: () async -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if await condition() { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ProcessFailure("\(what): not within 30 s")
    }
}
