import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct AdminTests {
    @Test func theClockAdvancesFreezesAndReturnsToRealTime() async throws {
        try await TestBackend.with { backend in
            let before = JSON(try await backend.http.send("GET", "/payterm/v1/clock").jsonObject())
            #expect(before["frozen"] == false)
            let frozen = JSON(try await backend.http.send("POST", "/payterm/v1/clock", json: ["freeze": true, "advance": "30d"]).jsonObject())
            #expect(frozen["frozen"] == true)
            let offset: Int = try #require(frozen["offset_seconds"])
            #expect(abs(offset - 2_592_000) <= 2)
            try await Task.sleep(for: .milliseconds(1_100))
            let still = JSON(try await backend.http.send("GET", "/payterm/v1/clock").jsonObject())
            #expect(still["now"] == frozen["now"])
            let ahead = try await backend.http.send("POST", "/payterm/v1/clock", json: ["real_time": true])
            #expect(ahead.status == 409, "30 days ahead, going back to real time would rewind")
            #expect(JSON(try ahead.jsonObject())["details[0].issue"] == "CLOCK_CANNOT_GO_BACK")
            _ = try await backend.http.send("POST", "/payterm/v1/reset")
            _ = try await backend.http.send("POST", "/payterm/v1/clock", json: ["freeze": true])
            let real = JSON(try await backend.http.send("POST", "/payterm/v1/clock", json: ["real_time": true]).jsonObject())
            #expect(real["frozen"] == false, "a clock behind real time may return to it")
            #expect(real["offset_seconds"] == 0)
            let bad = try await backend.http.send("POST", "/payterm/v1/clock", json: ["advance": "soon"])
            #expect(bad.status == 400)
            #expect(JSON(try bad.jsonObject())["details[0].field"] == "advance")
        }
    }

    @Test func resetReturnsToTheSeededState() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey()
            try await backend.advanceClock("1d")
            let reset = try await backend.http.send("POST", "/payterm/v1/reset")
            #expect(reset.status == 200)
            #expect(try await backend.fail("PaymentDetails", ["payKey": payKey]).errorId == "580022")
            let clock = JSON(try await backend.http.send("GET", "/payterm/v1/clock").jsonObject())
            #expect(clock["offset_seconds"] == 0)
            _ = try await backend.login("alex@personal.example.com")
        }
    }

    @Test func theJournalListsExchangesNewestFirstWithSecretsMasked() async throws {
        try await TestBackend.with { backend in
            _ = try await backend.payKey(Requests.simplePay(extra: ["pin": "9876"]))
            _ = try await backend.login("alex@personal.example.com")
            _ = try await backend.buyer("POST", "login", json: ["phone": "+14085550101", "pin": "1234"])
            let exchange = try await backend.http.send("GET", "/payterm/v1/journal?limit=3")
            let text = String(decoding: exchange.body, as: UTF8.self)
            let journal = JSON(try exchange.jsonObject())
            #expect(journal.count("entries") == 3)
            #expect(journal["entries[0].path"] == "/payterm/v1/buyer/login")
            #expect(journal["entries[0].request.body.pin"] == "****")
            #expect(journal["entries[2].path"] == "/AdaptivePayments/Pay")
            #expect(journal["entries[2].request.headers.x-paypal-security-signature"] == "****")
            #expect(journal["entries[2].response.body.responseEnvelope.ack"] == "Success")
            for secret in ["9876", "pass1234", Credentials.defaults.apiSignature, Credentials.defaults.apiPassword, "BS-"] {
                #expect(!text.contains(secret), "\(secret) leaked into the journal")
            }
            let bad = try await backend.http.send("GET", "/payterm/v1/journal?limit=0")
            #expect(bad.status == 400)
        }
    }

    @Test func theJournalMasksPINsInNVAndXMLBodies() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval()
            let preapproved = Requests.simplePay("2.00", extra: ["preapprovalKey": key, "senderEmail": "alex@personal.example.com", "pin": "4321"])
            for format in [AdaptiveDataFormat.nv, .xml] {
                let paid = try await backend.call("Pay", preapproved, format: format, answer: format)
                #expect(paid["paymentExecStatus"] == "COMPLETED", "\(paid)")
            }
            let exchange = try await backend.http.send("GET", "/payterm/v1/journal?limit=2")
            let journal = JSON(try exchange.jsonObject())
            let bodies: [String] = [try #require(journal["entries[0].request.body"]), try #require(journal["entries[1].request.body"])]
            #expect(bodies[0].contains("<pin>****</pin>"))
            #expect(bodies[1].contains("&pin=****&"))
            #expect(bodies[1].contains("senderEmail=alex%40personal.example.com"))
            #expect(journal["entries[0].request.headers.x-paypal-security-password"] == "****")
            #expect(!String(decoding: exchange.body, as: UTF8.self).contains("4321"))
        }
    }

    @Test func personasAreListed() async throws {
        try await TestBackend.with { backend in
            let personas = JSON(try await backend.http.send("GET", "/payterm/v1/personas").jsonObject())
            #expect(personas.count("buyers") == Personas.buyers.count)
            #expect(personas["buyers[0].email"] == "alex@personal.example.com")
        }
    }
}
