import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct PersistenceTests {
    @Test func stateAndTheClockSurviveARestart() async throws {
        try await TestBackend.withStateFile { configuration in
            var payKey = ""
            try await TestBackend.with(configuration) { backend in
                payKey = try await backend.payKey()
                let token = try await backend.login("alex@personal.example.com")
                _ = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
                try await backend.advanceClock("2d")
            }
            try await TestBackend.with(configuration) { backend in
                let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
                #expect(details["status"] == "COMPLETED")
                let clock = JSON(try await backend.http.send("GET", "/payterm/v1/clock").jsonObject())
                let offset: Int = try #require(clock["offset_seconds"])
                #expect(abs(offset - 172_800) <= 2)
                let token = try await backend.login("alex@personal.example.com")
                #expect(try await backend.buyer("GET", "me", token: token).1["balances[0].value"] == "490.00")
            }
        }
    }

    @Test func aFailedOperationLeavesNothingHalfWritten() async throws {
        try await TestBackend.with { backend in
            let refused = Requests.simplePay(extra: ["trackingId": "T-1", "senderEmail": "ghost@example.test"])
            #expect(try await backend.fail("Pay", refused).errorId == "589039")
            _ = try await backend.payKey(Requests.simplePay(extra: ["trackingId": "T-1"]))
        }
    }
}
