import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct PreapprovalTests {
    typealias R = Requests

    func preapproved(_ key: String, _ amount: String, pin: String? = "4321", sender: String? = "alex@personal.example.com") -> [String: Any] {
        var extra: [String: Any] = ["preapprovalKey": key]
        extra["senderEmail"] = sender
        extra["pin"] = pin
        return R.simplePay(amount, extra: extra)
    }

    @Test func termsAreChecked() async throws {
        try await TestBackend.with { backend in
            let day: TimeInterval = 86_400
            let cases: [([String: Any], String)] = [
                (R.preapproval(start: Date().addingTimeInterval(-2 * day)), "580024"),
                (R.preapproval(extra: ["endingDate": R.day(Date().addingTimeInterval(400 * day))]), "579038"),
                (R.preapproval(extra: ["maxTotalAmountOfAllPayments": "2000.01"]), "579055"),
                (R.preapproval(start: Date().addingTimeInterval(400 * day)), "570026"),
                (R.preapproval(extra: ["endingDate": R.day(Date().addingTimeInterval(-5 * day))]), "580001"),
                (R.preapproval(extra: ["paymentPeriod": "HOURLY"]), "580022"),
                (R.preapproval(extra: ["pinType": "SOMETIMES"]), "580022"),
                (R.preapproval(extra: ["startingDate": "next tuesday"]), "580001"),
                (R.preapproval(extra: ["senderEmail": "ghost@example.test"]), "589039"),
            ]
            for (body, errorId) in cases {
                let refusal = try await backend.fail("Preapproval", body)
                #expect(refusal.errorId == errorId, "\(refusal.json)")
                #expect(refusal.status == 200)
            }
        }
    }

    @Test func detailsShowTheAgreementBeforeAndAfter() async throws {
        try await TestBackend.with { backend in
            let key: String = try #require(try await backend.succeed("Preapproval", R.preapproval(extra: ["paymentPeriod": "WEEKLY"]))["preapprovalKey"])
            #expect(key.hasPrefix("PA-"))
            let pending = try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])
            #expect(pending["approved"] == "false")
            #expect(pending["status"] == "ACTIVE")
            #expect(pending.value(at: "sender") == nil)
            let token = try await backend.login("alex@personal.example.com")
            _ = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: token, json: [:])
            let active = try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])
            #expect(active["approved"] == "true")
            #expect(active["senderEmail"] == "alex@personal.example.com")
            #expect(active["maxAmountPerPayment"] == "20.00")
            #expect(active["curPayments"] == "0")
            #expect(active["paymentPeriod"] == "WEEKLY")
            #expect(try await backend.fail("PreapprovalDetails", ["preapprovalKey": "PA-NOPE"]).errorId == "589019")
        }
    }

    @Test func agreeingNeedsAPINWhenRequired() async throws {
        try await TestBackend.with { backend in
            let key: String = try #require(try await backend.succeed("Preapproval", R.preapproval(extra: ["pinType": "REQUIRED"]))["preapprovalKey"])
            let token = try await backend.login("alex@personal.example.com")
            let (_, review) = try await backend.buyer("GET", "preapprovals/\(key)", token: token)
            #expect(review["pin_required"] == true)
            let (noPin, _) = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: token, json: [:])
            #expect(noPin == 400)
            let (agreed, _) = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: token, json: ["pin": "4321"])
            #expect(agreed == 200)
            let (twice, body) = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: token, json: ["pin": "4321"])
            #expect(twice == 422)
            #expect(body["details[0].issue"] == "PREAPPROVAL_ALREADY_APPROVED")
        }
    }

    @Test func preapprovedPaymentsRespectEveryLimit() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval()
            let paid = try await backend.succeed("Pay", preapproved(key, "20.00"))
            #expect(paid["paymentExecStatus"] == "COMPLETED")
            #expect(paid["paymentInfoList.paymentInfo[0].transactionStatus"] == "COMPLETED")
            #expect(try await backend.fail("Pay", preapproved(key, "20.01")).errorId == "579028")
            _ = try await backend.succeed("Pay", preapproved(key, "20.00"))
            #expect(try await backend.fail("Pay", preapproved(key, "10.01")).errorId == "579031")
            _ = try await backend.succeed("Pay", preapproved(key, "1.00"))
            #expect(try await backend.fail("Pay", preapproved(key, "1.00")).errorId == "579030")
            let details = try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])
            #expect(details["curPayments"] == "3")
            #expect(details["curPaymentsAmount"] == "41.00")
        }
    }

    @Test func preapprovedPaymentsCheckTheSenderAndThePIN() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval()
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", sender: nil)).errorId == "579010")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", sender: "noor@personal.example.com")).errorId == "579014")
            #expect(try await backend.fail("Pay", preapproved("PA-UNKNOWN", "1.00")).errorId == "580022")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", pin: nil)).errorId == "580022")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", pin: "0000")).errorId == "580022")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", pin: "0001")).errorId == "580022")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", pin: "0002")).errorId == "569019")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00")).errorId == "569019")
            #expect(try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])["status"] == "DEACTIVED")
        }
    }

    @Test func pendingAndCanceledKeysCannotPay() async throws {
        try await TestBackend.with { backend in
            let pending: String = try #require(try await backend.succeed("Preapproval", R.preapproval())["preapprovalKey"])
            #expect(try await backend.fail("Pay", preapproved(pending, "1.00", pin: nil)).errorId == "539012")
            let key = try await backend.agreedPreapproval(pin: false)
            _ = try await backend.succeed("CancelPreapproval", ["preapprovalKey": key])
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", pin: nil)).errorId == "569013")
            #expect(try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])["status"] == "CANCELED")
            _ = try await backend.succeed("CancelPreapproval", ["preapprovalKey": key])
        }
    }

    @Test func pendingKeysExpireAfterThreeHours() async throws {
        try await TestBackend.with { backend in
            let key: String = try #require(try await backend.succeed("Preapproval", R.preapproval())["preapprovalKey"])
            try await backend.advanceClock("3h")
            #expect(try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])["status"] == "EXPIRED")
            let token = try await backend.login("alex@personal.example.com")
            let (status, body) = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: token, json: [:])
            #expect(status == 422)
            #expect(body["details[0].issue"] == "PREAPPROVAL_EXPIRED")
        }
    }

    @Test func aDecliningSourceEndsInError() async throws {
        try await TestBackend.with { backend in
            let key: String = try #require(try await backend.succeed("Preapproval", R.preapproval())["preapprovalKey"])
            let dana = try await backend.login("dana@personal.example.com")
            _ = try await backend.buyer("POST", "preapprovals/\(key)/agree", token: dana, json: ["funding_source_id": "FS-DANA-VISA"])
            var body = R.simplePay("5.00", extra: ["preapprovalKey": key, "senderEmail": "dana@personal.example.com"])
            body["pin"] = nil
            let paid = try await backend.succeed("Pay", body)
            #expect(paid["paymentExecStatus"] == "ERROR")
            #expect(paid["payErrorList.payError[0].error.errorId"] == "589009")
            #expect(try await backend.succeed("PreapprovalDetails", ["preapprovalKey": key])["curPayments"] == "0")
        }
    }

    @Test func executePaymentRunsACreatedPaymentUnderAPreapproval() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval(pin: false)
            let payKey = try await backend.payKey(R.simplePay("5.00", action: "CREATE", extra: ["preapprovalKey": key, "senderEmail": "alex@personal.example.com"]))
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["status"] == "CREATED")
            let executed = try await backend.succeed("ExecutePayment", ["payKey": payKey])
            #expect(executed["paymentExecStatus"] == "COMPLETED")
            #expect(try await backend.succeed("PaymentDetails", ["payKey": payKey])["status"] == "COMPLETED")
            #expect(try await backend.fail("ExecutePayment", ["payKey": payKey]).errorId == "580022")
        }
    }

    @Test func datesCurrencyAndPeriodsAreEnforcedOverHTTP() async throws {
        try await TestBackend.with { backend in
            let key = try await backend.agreedPreapproval(pin: false, extra: [
                "endingDate": Requests.day(Date().addingTimeInterval(10 * 86_400)), "paymentPeriod": "DAILY",
                "maxNumberOfPaymentsPerPeriod": "1", "maxNumberOfPayments": "10",
            ])
            var euros = preapproved(key, "1.00", pin: nil)
            euros["currencyCode"] = "EUR"
            #expect(try await backend.fail("Pay", euros).errorId == "579027")
            _ = try await backend.succeed("Pay", preapproved(key, "1.00", pin: nil))
            let secondToday = try await backend.fail("Pay", preapproved(key, "1.00", pin: nil))
            #expect(secondToday.errorId == "579030")
            #expect((secondToday.json["error[0].message"] ?? "").contains("per period"))
            try await backend.advanceClock("1d")
            _ = try await backend.succeed("Pay", preapproved(key, "1.00", pin: nil))
            try await backend.advanceClock("11d")
            #expect(try await backend.fail("Pay", preapproved(key, "1.00", pin: nil)).errorId == "579024")
        }
    }
}
