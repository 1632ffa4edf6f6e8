import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct BuyerSideTests {
    typealias R = Requests

    @Test func anEmailNoBuyerHasIsRefusedAsAWrongPasswordIsAndLocksAlike() async throws {
        try await TestBackend.with { backend in
            var answers: [[String]] = []
            for email in ["alex@personal.example.com", "nobody@personal.example.com"] {
                var seen: [String] = []
                for _ in 0..<4 {
                    let (status, body) = try await backend.buyer("POST", "login", json: ["email": email, "password": "not-the-password"])
                    let detail = "\(body["details[0].issue"] as String? ?? "") \(body["details[0].field"] as String? ?? "") \(body["details[0].description"] as String? ?? "")"
                    seen.append("\(status) " + detail.replacing(/until \S+/, with: "until …").replacing(/locked_until/, with: "locked_until"))
                }
                answers.append(seen)
            }
            #expect(answers[0] == answers[1], "the same answers, whether the buyer exists")
            #expect(answers[0].map { $0.prefix(3) } == ["401", "401", "403", "403"])
        }
    }

    @Test func logsInByEmailOrByPhoneAndPIN() async throws {
        try await TestBackend.with { backend in
            let (status, session) = try await backend.buyer("POST", "login", json: ["email": "alex@personal.example.com", "password": "pass1234"])
            #expect(status == 201)
            #expect(session["buyer.payer_id"] == "BUYERALEX2345")
            #expect(session.count("buyer.funding_sources") == 3)
            #expect(session.count("buyer.addresses") == 2)
            let (phoneStatus, phoneSession) = try await backend.buyer("POST", "login", json: ["phone": "+1 (408) 555-0101", "pin": "1234"])
            #expect(phoneStatus == 201)
            let token: String = try #require(phoneSession["session_token"])
            let (_, me) = try await backend.buyer("GET", "me", token: token)
            #expect(me["email"] == "alex@personal.example.com")
            #expect(me["balances[0].value"] == "500.00")
            let (_, sources) = try await backend.buyer("GET", "funding-sources", token: token)
            #expect(sources["funding_sources[2].label"] == "Visa x4242")
            let (_, addresses) = try await backend.buyer("GET", "addresses", token: token)
            #expect(addresses["addresses[1].city"] == "San Francisco")
        }
    }

    @Test func locksTheAccountAfterThreeFailures() async throws {
        try await TestBackend.with { backend in
            let wrong = ["email": "noor@personal.example.com", "password": "nope"]
            let (first, firstBody) = try await backend.buyer("POST", "login", json: wrong)
            #expect(first == 401)
            #expect(firstBody["details[0].issue"] == "INVALID_CREDENTIALS")
            #expect((firstBody["details[0].description"] ?? "").contains("2 attempts left"))
            _ = try await backend.buyer("POST", "login", json: wrong)
            let (third, thirdBody) = try await backend.buyer("POST", "login", json: wrong)
            #expect(third == 403)
            #expect(thirdBody["details[0].issue"] == "ACCOUNT_LOCKED")
            let (locked, _) = try await backend.buyer("POST", "login", json: ["email": "noor@personal.example.com", "password": "pass1234"])
            #expect(locked == 403)
            try await backend.advanceClock("31m")
            _ = try await backend.login("noor@personal.example.com")
        }
    }

    @Test func phoneLoginWithoutAPINSaysToCreateOne() async throws {
        try await TestBackend.with { backend in
            let (status, body) = try await backend.buyer("POST", "login", json: ["phone": "+14085550102", "pin": "1234"])
            #expect(status == 422)
            #expect(body["details[0].issue"] == "PIN_NOT_SET")
            let token = try await backend.login("noor@personal.example.com")
            let (tooShort, _) = try await backend.buyer("POST", "pin", token: token, json: ["pin": "12"])
            #expect(tooShort == 400)
            let (created, view) = try await backend.buyer("POST", "pin", token: token, json: ["pin": "2468"])
            #expect(created == 201)
            #expect(view["has_pin"] == true)
            let (again, _) = try await backend.buyer("POST", "pin", token: token, json: ["pin": "1357"])
            #expect(again == 422)
            let (phone, _) = try await backend.buyer("POST", "login", json: ["phone": "+14085550102", "pin": "2468"])
            #expect(phone == 201)
        }
    }

    @Test func sessionsAreCheckedAndExpire() async throws {
        try await TestBackend.with { backend in
            let (none, body) = try await backend.buyer("GET", "me")
            #expect(none == 401)
            #expect(body["details[0].issue"] == "INVALID_SESSION")
            let token = try await backend.login("alex@personal.example.com")
            try await backend.advanceClock("61m")
            let (expired, _) = try await backend.buyer("GET", "me", token: token)
            #expect(expired == 401)
        }
    }

    @Test func approvingAPayKeyMakesThePayment() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay("25.00", action: "CREATE"))
            let token = try await backend.login("alex@personal.example.com")
            let (_, review) = try await backend.buyer("GET", "payments/\(payKey)", token: token)
            #expect(review["amount.value"] == "25.00")
            #expect(review["funding_options[0].total.value"] == "25.00")
            let (status, approved) = try await backend.approve(payKey, token: token, source: "FS-ALEX-VISA", address: "AD-ALEX-WORK")
            #expect(status == 200)
            #expect(approved["status"] == "COMPLETED")
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["status"] == "COMPLETED")
            #expect(details["sender.accountId"] == "BUYERALEX2345")
            #expect(details["shippingAddress.baseAddress.city"] == "San Francisco")
            #expect(details["paymentInfoList.paymentInfo[0].transactionStatus"] == "COMPLETED")
            let transactionId: String = try #require(details["paymentInfoList.paymentInfo[0].transactionId"])
            #expect(try await backend.succeed("PaymentDetails", ["transactionId": transactionId])["payKey"] == payKey)
            let (twice, body) = try await backend.approve(payKey, token: token, source: "FS-ALEX-VISA")
            #expect(twice == 422)
            #expect(body["details[0].issue"] == "PAYMENT_ALREADY_MADE")
            #expect(try await backend.fail("ExecutePayment", ["payKey": payKey]).errorId == "580022")
        }
    }

    @Test func balancePaymentsComeOffTheBalance() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay("120.00"))
            let token = try await backend.login("alex@personal.example.com")
            _ = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
            let (_, me) = try await backend.buyer("GET", "me", token: token)
            #expect(me["balances[0].value"] == "380.00")
        }
    }

    @Test func declinedAndShortPersonasCannotPay() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay("10.00"))
            let dana = try await backend.login("dana@personal.example.com")
            let (declined, body) = try await backend.approve(payKey, token: dana, source: "FS-DANA-VISA")
            #expect(declined == 422)
            #expect(body["details[0].issue"] == "INSTRUMENT_DECLINED")
            let lee = try await backend.login("lee@personal.example.com")
            let (short, shortBody) = try await backend.approve(payKey, token: lee, source: "FS-LEE-BALANCE")
            #expect(short == 422)
            #expect(shortBody["details[0].issue"] == "INSUFFICIENT_FUNDS")
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["status"] == "CREATED")
            let (unknownSource, _) = try await backend.approve(payKey, token: lee, source: "FS-ALEX-VISA")
            #expect(unknownSource == 422)
        }
    }

    @Test func payKeysExpireAfterThreeHoursOnTheVirtualClock() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.simplePay(action: "CREATE"))
            try await backend.advanceClock("2h59m")
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["status"] == "CREATED")
            try await backend.advanceClock("1m")
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["status"] == "EXPIRED")
            let token = try await backend.login("alex@personal.example.com")
            let (status, body) = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
            #expect(status == 422)
            #expect(body["details[0].issue"] == "PAY_KEY_EXPIRED")
            let execute = try await backend.fail("ExecutePayment", ["payKey": payKey])
            #expect(execute.errorId == "580022")
            #expect((execute.json["error[0].message"] ?? "").contains("expired"))
        }
    }

    @Test func theMobileLibraryPaysForItsBuyer() async throws {
        try await TestBackend.with { backend in
            let token = try await backend.login("noor@personal.example.com")
            let library = AdaptiveHeaders.mobileLibrary(deviceToken: token, applicationId: Credentials.sandboxApplicationId)
            var body = R.simplePay("15.00")
            body["returnUrl"] = nil
            body["cancelUrl"] = nil
            let payKey: String = try #require(try await backend.succeed("Pay", body, headers: library)["payKey"])
            let (_, review) = try await backend.buyer("GET", "payments/\(payKey)", token: token)
            #expect(review["status"] == "CREATED")
            let (status, _) = try await backend.approve(payKey, token: token, source: "FS-NOOR-MC")
            #expect(status == 200)
            let other = try await backend.login("alex@personal.example.com")
            let libraryKey: String = try #require(try await backend.succeed("Pay", body, headers: library)["payKey"])
            let (forbidden, _) = try await backend.approve(libraryKey, token: other, source: "FS-ALEX-BALANCE")
            #expect(forbidden == 403)
            #expect(try await backend.fail("Refund", ["payKey": libraryKey, "currencyCode": "USD"], headers: library).errorId == "580001")
            let forged = AdaptiveHeaders.mobileLibrary(deviceToken: "BS-forged", applicationId: Credentials.sandboxApplicationId)
            #expect(try await backend.fail("Pay", body, headers: forged).errorId == "520003")
        }
    }
}
