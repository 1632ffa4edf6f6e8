import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

/// What the library's screens learn from the buyer side beyond a yes or no: how many tries are left, when a lock
/// ends and how to lift it, a PIN for an account without a phone, and an account PayPal will not let pay.
@Suite struct BuyerAccountRulesTests {
    typealias R = Requests

    @Test func aRefusedLoginSaysHowManyTriesAreLeftAndWhenTheLockEnds() async throws {
        try await TestBackend.with { backend in
            let wrong = ["email": "alex@personal.example.com", "password": "nope"]
            let (_, first) = try await backend.buyer("POST", "login", json: wrong)
            #expect(first["details[0].field"] == "attempts_left" && first["details[0].value"] == "2")
            _ = try await backend.buyer("POST", "login", json: wrong)
            let (status, locked) = try await backend.buyer("POST", "login", json: wrong)
            #expect(status == 403)
            #expect(locked["details[0].field"] == "locked_until")
            let until: String = try #require(locked["details[0].value"])
            #expect(until.hasSuffix("Z") && until.count == 20)
        }
    }

    @Test func unlockingLiftsEveryLockoutWithoutAReset() async throws {
        try await TestBackend.with { backend in
            for _ in 0..<3 { _ = try await backend.buyer("POST", "login", json: ["email": "noor@personal.example.com", "password": "nope"]) }
            _ = try await backend.buyer("POST", "login", json: ["email": "lee@personal.example.com", "password": "nope"])
            let token = try await backend.login("alex@personal.example.com")
            let payKey = try await backend.payKey()
            let exchange = try await backend.http.send("POST", "/payterm/v1/buyers/unlock")
            #expect(exchange.status == 200)
            let unlocked: [String]? = JSON(try exchange.jsonObject())["unlocked"]
            #expect(unlocked == ["lee@personal.example.com", "noor@personal.example.com"])
            _ = try await backend.login("noor@personal.example.com")
            let (approved, _) = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
            #expect(approved == 200, "nothing else was reset")
        }
    }

    @Test func theVenmoAccountAndThePayPalAccountLockApart() async throws {
        try await TestBackend.with { backend in
            func venmoLogIn(_ email: String, _ password: String = Personas.password) async throws -> (Int, JSON) {
                try await backend.buyer("POST", "venmo/login", json: ["email": email, "password": password])
            }
            for _ in 0..<3 { _ = try await venmoLogIn("noor@personal.example.com", "nope") }
            let (venmoLocked, refusal) = try await venmoLogIn("noor@personal.example.com")
            #expect(venmoLocked == 403 && refusal["details[0].issue"] == "ACCOUNT_LOCKED", "\(refusal)")
            _ = try await backend.login("noor@personal.example.com")

            for _ in 0..<3 { _ = try await backend.buyer("POST", "login", json: ["email": "lee@personal.example.com", "password": "nope"]) }
            let (venmoOpen, session) = try await venmoLogIn("lee@personal.example.com")
            #expect(venmoOpen == 201 && session["session_token"] != nil, "a PayPal lockout leaves Venmo open: \(session)")

            let unlocked: [String]? = JSON(try await backend.http.send("POST", "/payterm/v1/buyers/unlock").jsonObject())["unlocked"]
            #expect(unlocked == ["lee@personal.example.com", "noor@personal.example.com (Venmo)"])
            #expect(try await venmoLogIn("noor@personal.example.com").0 == 201)
        }
    }

    @Test func phoneLoginTakesTheWaysPeopleTypeANumber() async throws {
        try await TestBackend.with { backend in
            for typed in ["408-555-0101", "(408) 555-0101", "+1 408 555 0101", "4085550101"] {
                let (status, _) = try await backend.buyer("POST", "login", json: ["phone": typed, "pin": "1234"])
                #expect(status == 201, "\(typed)")
            }
        }
    }

    @Test func aBuyerWithoutAPhoneGivesOneWithThePIN() async throws {
        try await TestBackend.with { backend in
            let lee = try await backend.login("lee@personal.example.com")
            let (noPhone, refusal) = try await backend.buyer("POST", "pin", token: lee, json: ["pin": "2468"])
            #expect(noPhone == 422 && refusal["details[0].issue"] == "PHONE_NOT_SET")
            let (taken, takenBody) = try await backend.buyer("POST", "pin", token: lee, json: ["pin": "2468", "phone": "408-555-0101"])
            #expect(taken == 422 && takenBody["details[0].issue"] == "PHONE_TAKEN", "Alex logs in with that number")
            let (bad, _) = try await backend.buyer("POST", "pin", token: lee, json: ["pin": "2468", "phone": "12"])
            #expect(bad == 400)
            let (created, view) = try await backend.buyer("POST", "pin", token: lee, json: ["pin": "2468", "phone": "(303) 555-0104"])
            #expect(created == 201 && view["phone"] == "+13035550104" && view["has_pin"] == true)
            let (login, _) = try await backend.buyer("POST", "login", json: ["phone": "303-555-0104", "pin": "2468"])
            #expect(login == 201)
        }
    }

    @Test func anAccountAtItsSendingLimitFailsAfterTheReview() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey()
            let sam = try await backend.login("sam@personal.example.com")
            let (reviewed, _) = try await backend.buyer("GET", "payments/\(payKey)", token: sam)
            #expect(reviewed == 200, "the review works as for anyone")
            let (status, body) = try await backend.approve(payKey, token: sam, source: "FS-SAM-BALANCE")
            #expect(status == 422)
            #expect(body["details[0].issue"] == "SENDING_LIMIT_EXCEEDED")
            let debugId: String = try #require(body["debug_id"])
            #expect(debugId.count == 13)
            let details = try await backend.succeed("PaymentDetails", ["requestEnvelope": ["errorLanguage": "en_US"], "payKey": payKey])
            #expect(details["status"] == "CREATED", "no money moved")
        }
    }

    @Test func leePaysByCardWhenTheBalanceIsTooSmall() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay("25.00"))
            let lee = try await backend.login("lee@personal.example.com")
            let (short, _) = try await backend.approve(payKey, token: lee, source: "FS-LEE-BALANCE")
            #expect(short == 422)
            let (paid, body) = try await backend.approve(payKey, token: lee, source: "FS-LEE-DISCOVER")
            #expect(paid == 200 && body["status"] == "COMPLETED")
        }
    }
}
