import Foundation
import Testing
@testable import PayPalMock

/// `payterm serve --import FILE`: a backend's state moved into another store whole.
@Suite struct StoreImportTests {
    @Test func aStateFileMovesWholeIntoAnEmptyStoreAndNeverIntoAFullOne() async throws {
        try await TestBackend.withStateFile { original in
            var token = ""
            var order = ""
            var debugId = ""
            try await TestBackend.with(original) { backend in
                order = try await backend.capturedOrder().order
                try await backend.advanceClock("3d")
                token = try await backend.accessToken()
                debugId = try await backend.restExchange("GET", "/v2/checkout/orders/\(order)").headers["Paypal-Debug-Id"] ?? ""
            }
            guard case .file(let path) = original.storage else { throw TestFailure("a state file") }
            var moved = BackendConfiguration(port: 0)
            moved.importing = path
            try await TestBackend.with(moved) { backend in
                let (status, read) = try await backend.rest("GET", "/v2/checkout/orders/\(order)", token: token)
                #expect(status == 200, "the order, and the token that made it, came along")
                #expect(read["status"] == "COMPLETED")
                let clock = JSON(try await backend.http.send("GET", "/payterm/v1/clock").jsonObject())
                let offset: Int = try #require(clock["offset_seconds"])
                #expect(abs(offset - 3 * 86_400) < 60)
                #expect(try await backend.http.send("GET", "/payterm/v1/journal/\(debugId)").status == 200)
                _ = try await backend.login("alex@personal.example.com")
            }
            await #expect(throws: StoreNotEmpty.self) {
                var again = original
                again.importing = path
                _ = try await MockBackend(configuration: again)
            }
        }
    }
}
