import Foundation
import Testing
@testable import PayPalMock

/// A NUL in what a caller sends, which PostgreSQL's text cannot hold, is answered as on SQLite: never a 500.
@Suite(.enabled(if: TestPostgres.enabled, TestPostgres.absent), .timeLimit(.minutes(3)))
struct PostgresHostileTextTests {
    @Test func aNulInAnIdAnEmailOrABodyIsAnsweredAsAnyOtherWrongValue() async throws {
        try await TestPostgres.withDatabase { address in
            try await TestBackend.with(BackendConfiguration(port: 0, storage: .postgres(address: address))) { backend in
                let (order, _) = try await backend.rest("GET", "/v2/checkout/orders/NO%00SUCH")
                #expect(order == 404)
                let login = try await backend.http.send(
                    "POST", "/payterm/v1/buyer/login", body: Data(#"{"email":"alex\u0000@personal.example.com","password":"pass1234"}"#.utf8))
                #expect(login.status == 401)
                let raw = try await backend.http.send("POST", "/v2/checkout/orders", headers: ["Authorization": "Bearer x"], body: Data("{\"a\":\"\0\"}".utf8))
                #expect(raw.status == 401)
                let debugId = try #require(raw.headers.first { $0.key.lowercased() == "paypal-debug-id" }?.value)
                try await Task.sleep(for: .milliseconds(300))
                let (status, entry) = try await backend.admin("GET", "/payterm/v1/journal/\(debugId)")
                #expect(status == 200, "the exchange with a raw NUL in its body is journaled: \(entry)")
            }
        }
    }
}
