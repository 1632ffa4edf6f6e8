import Foundation
import PayPalAPI
import Testing

/// Binding beyond loopback is a choice said out loud: refused without --allow-remote, warned about with it, and
/// then the admin API answers only the token the banner printed.
@Suite(.timeLimit(.minutes(3))) struct RemoteBindingTests {
    @Test(arguments: ["127.example.invalid", "128.0.0.1", "0.0.0.0", "::", "10.0.0.1"])
    func aHostOthersMayReachIsRefusedWithoutAllowRemote(_ host: String) async throws {
        let serve = try ServeProcess(["serve", "--host", host, "--port", "0", "--in-memory"])
        #expect(try await serve.exitStatus() != 0)
        #expect(serve.text.contains("--allow-remote"), "\(host): \(serve.text)")
    }

    @Test func anIPv6LoopbackIsBracketedInTheBaseURL() async throws {
        let serve = try ServeProcess(["serve", "--host", "::1", "--port", "0", "--in-memory"])
        defer { serve.signal(SIGTERM) }
        let url = try await serve.baseURL()
        #expect(url.absoluteString.hasPrefix("http://[::1]:"))
        // URLSession on Linux does not take IPv6 literals; curl does (-g lets it keep the brackets).
        let answer = try await ChildProcess.run("curl", ["-sg", "-o", "/dev/null", "-w", "%{http_code}", url.absoluteString + "/payterm/v1/clock"])
        #expect(answer.output == "200", "a loopback backend's admin API needs no token")
    }

    @Test func allowRemoteWarnsAndGuardsTheAdminAPI() async throws {
        let serve = try ServeProcess(["serve", "--host", "0.0.0.0", "--port", "0", "--in-memory", "--allow-remote"])
        defer { serve.signal(SIGTERM) }
        let printed = try await serve.baseURL()
        #expect(serve.text.contains("WARNING: listening on 0.0.0.0"))
        let line = try #require(serve.text.split(separator: "\n").first { $0.contains("X-PayTerm-Admin-Token:") })
        let token = String(try #require(line.split(separator: " ").last))
        let url = try #require(URL(string: "http://127.0.0.1:\(printed.port ?? 0)"))
        let http = HTTPTransport(baseURL: url)
        for (method, path) in [("POST", "/payterm/v1/reset"), ("GET", "/payterm/v1/journal"), ("POST", "/payterm/v1/buyers/unlock"), ("GET", "/payterm/v1/clock")] {
            let refused = try await http.send(method, path)
            #expect(refused.status == 401, "\(method) \(path) without the token")
            let wrong = try await http.send(method, path, headers: ["X-PayTerm-Admin-Token": token + "0"])
            #expect(wrong.status == 401)
        }
        _ = try await AdminClient(transport: http, adminToken: token).advanceClock(by: .seconds(86_400))
        // The buyer side is not the admin API: it needs no token.
        _ = try await PayPalClient(transport: http, applicationId: "APP-80W284485P519543T").logIn(email: "alex@personal.example.com", password: Secret("pass1234"))
    }
}
