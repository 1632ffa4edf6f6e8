import Foundation
import PayPalAPI
import PayPalMock
import PayPalVocabulary
import Testing

@Suite struct AdminClientTests {
    @Test func theClockMovesForwardFreezesAndOnlyResetGoesBack() async throws {
        try await LiveBackend.with { backend in
            let start = try await backend.admin.clock()
            #expect(!start.frozen)
            #expect(start.offsetSeconds == 0)

            let ahead = try await backend.admin.advanceClock(by: .seconds(30 * 86_400))
            #expect(abs(ahead.offsetSeconds - 30 * 86_400) <= 2)
            let aheadDate = try #require(ahead.date)
            #expect(aheadDate.timeIntervalSinceNow > 29 * 86_400)

            let frozen = try await backend.admin.freezeClock()
            #expect(frozen.frozen)
            #expect(try await backend.admin.clock().now == frozen.now)
            #expect(try await backend.admin.unfreezeClock().frozen == false)

            let back = try await #require(throws: PayPalAPIError.self) { try await backend.admin.returnClockToRealTime() }
            #expect(back.code == "CLOCK_CANNOT_GO_BACK")
            #expect(back.httpStatus == 409)

            let reset = try await backend.admin.reset()
            #expect(reset.status == "RESET")
            #expect(try await backend.admin.clock().offsetSeconds == 0)
            #expect(try await backend.admin.returnClockToRealTime().offsetSeconds == 0, "at real time, returning to it is allowed")
        }
    }

    @Test func resetForgetsWhatWasMade() async throws {
        try await LiveBackend.with { backend in
            let order = try await backend.orders.create(LiveBackend.order())
            _ = try await backend.admin.reset()
            let error = try await #require(throws: PayPalAPIError.self) { try await backend.orders.get(orderId: order.id) }
            #expect(error.code == "INVALID_RESOURCE_ID")
            #expect(backend.calls.count("/v1/oauth2/token") == 2, "the access token is gone too, and was renewed on the way")
        }
    }

    @Test func theJournalShowsRecentExchangesWithSecretsMasked() async throws {
        try await LiveBackend.with { backend in
            _ = try await backend.session()
            let order = try await backend.orders.create(LiveBackend.order(), requestId: "journaled")
            let entries = try await backend.admin.journal(limit: 3)
            #expect(entries.count == 3)
            let create = try #require(entries.first)
            #expect(create.method == "POST")
            #expect(create.path == "/v2/checkout/orders")
            #expect(create.status == 201)
            #expect(create.debugId.count == 13)
            #expect(create.durationMilliseconds >= 0)
            #expect(create.request.headers["paypal-request-id"] == "journaled")
            #expect(create.request.headers["authorization"] == "****")
            #expect(create.request.body?["purchase_units"] != nil, "bodies keep their snake_case keys")
            #expect(create.response.body?["id"] == .string(order.id))

            let login = try #require(entries.first { $0.path == "/payterm/v1/buyer/login" })
            #expect(login.request.body?["password"] == .string("****"))
            #expect(login.request.body?["email"] == .string(LiveBackend.alex))

            let refused = try await #require(throws: PayPalAPIError.self) { try await backend.admin.journal(limit: 0) }
            #expect(refused.code == "INVALID_PARAMETER_VALUE")
            #expect(refused.refusal?.field == "limit")
        }
    }

    @Test func personasKeepTheirSecretsOutOfSight() async throws {
        try await LiveBackend.with { backend in
            let personas = try await backend.admin.personas()
            #expect(personas.map(\.email) == Personas.summaries.map(\.email))
            let alex = try #require(personas.first { $0.email == LiveBackend.alex })
            #expect(alex.password?.revealed == Personas.password)
            #expect(alex.pin?.revealed == "1234")
            #expect(alex.phone == "+14085550101")
            #expect(!"\(alex)".contains(Personas.password))
            let (password, pin) = (try #require(alex.password), try #require(alex.pin))
            #expect("\(password)" == "••••" && "\(pin)" == "••••")
            #expect(personas.first { $0.email == "noor@personal.example.com" }?.pin == nil)
        }
    }

    @Test func anAddedPersonaIsListedWithoutSecretsAndLogsIn() async throws {
        try await LiveBackend.with { backend in
            let jo = AdminClient.NewPersona(
                email: "jo@personal.example.com", password: "jo-secret-1", phone: "+447700900123", pin: "2468", givenName: "Jo",
                surname: "Bloggs", countryCode: "GB", balance: try Money.parse("120.00", currency: .usd),
                card: .init(brand: "VISA", lastDigits: "1881"), bank: .init(name: "Barclays Current", lastDigits: "4455"))
            let added = try await backend.admin.addPersona(jo)
            #expect(added.email == jo.email && added.password == nil && added.pin == nil && added.phone == "+447700900123")
            #expect(try await backend.admin.personas().last == added)
            _ = try await backend.library.logIn(email: jo.email, password: jo.password)
            let taken = try await #require(throws: PayPalAPIError.self) { try await backend.admin.addPersona(jo) }
            #expect(taken.httpStatus == 409 && taken.code == "EMAIL_TAKEN")
        }
    }

    @Test func unlockingLiftsALockout() async throws {
        try await LiveBackend.with { backend in
            for _ in 0..<3 {
                _ = try? await backend.library.logIn(email: "noor@personal.example.com", password: "wrong")
            }
            let locked = try await #require(throws: PayPalAPIError.self) { try await backend.session(of: "noor@personal.example.com") }
            #expect(locked.code == "ACCOUNT_LOCKED")
            #expect(try await backend.admin.unlockBuyers() == ["noor@personal.example.com"])
            _ = try await backend.session(of: "noor@personal.example.com")
            #expect(try await backend.admin.unlockBuyers() == [])
        }
    }

    @Test func aBackendOthersCanReachAnswersOnlyWithItsAdminToken() async throws {
        try await LiveBackend.with(BackendConfiguration(port: 0, adminToken: "PTA-test-token")) { backend in
            let refused = try await #require(throws: PayPalAPIError.self) { try await backend.admin.clock() }
            #expect(refused.code == "ADMIN_TOKEN_REQUIRED")
            #expect(refused.httpStatus == 401)
            let admin = AdminClient(transport: backend.transport, adminToken: "PTA-test-token")
            #expect(try await admin.clock().offsetSeconds == 0)
            #expect(try await admin.personas().count == Personas.summaries.count)
        }
    }
}
