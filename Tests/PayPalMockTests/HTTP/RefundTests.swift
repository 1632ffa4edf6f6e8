import Foundation
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct RefundTests {
    typealias R = Requests

    /// A parallel payment of 30.00 and 20.00 approved by Alex from the balance.
    func paidParallel(_ backend: TestBackend) async throws -> String {
        let payKey = try await backend.payKey(R.pay([R.receiver("merchant@business.example.com", "30.00"), R.receiver("partner@business.example.com", "20.00")]))
        let token = try await backend.login("alex@personal.example.com")
        let (status, _) = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
        guard status == 200 else { throw TestFailure("approval failed") }
        return payKey
    }

    func balance(_ backend: TestBackend) async throws -> String? {
        let token = try await backend.login("alex@personal.example.com")
        return try await backend.buyer("GET", "me", token: token).1["balances[0].value"]
    }

    @Test func aFullRefundReturnsEverythingToTheSender() async throws {
        try await TestBackend.with { backend in
            let payKey = try await paidParallel(backend)
            #expect(try await balance(backend) == "450.00")
            let refund = try await backend.succeed("Refund", ["payKey": payKey, "currencyCode": "USD"])
            #expect(refund["refundInfoList.refundInfo[0].refundStatus"] == "REFUNDED")
            #expect(refund["refundInfoList.refundInfo[1].refundGrossAmount"] == "20.00")
            #expect(refund["refundInfoList.refundInfo[1].refundHasBecomeFull"] == "true")
            #expect(try await balance(backend) == "500.00")
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["paymentInfoList.paymentInfo[0].transactionStatus"] == "REFUNDED")
            #expect(details["paymentInfoList.paymentInfo[0].refundedAmount"] == "30.00")
            let again = try await backend.succeed("Refund", ["payKey": payKey, "currencyCode": "USD"])
            #expect(again["refundInfoList.refundInfo[0].refundStatus"] == "ALREADY_REVERSED_OR_REFUNDED")
        }
    }

    @Test func partialRefundsPerReceiver() async throws {
        try await TestBackend.with { backend in
            let payKey = try await paidParallel(backend)
            let partial = ["receiver": [["email": "partner@business.example.com", "amount": "5.00"]]]
            let refund = try await backend.succeed("Refund", ["payKey": payKey, "currencyCode": "USD", "receiverList": partial])
            #expect(refund.count("refundInfoList.refundInfo") == 1)
            #expect(refund["refundInfoList.refundInfo[0].totalOfAllRefunds"] == "5.00")
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            #expect(details["paymentInfoList.paymentInfo[1].transactionStatus"] == "PARTIALLY_REFUNDED")
            let tooMuch = ["receiver": [["email": "partner@business.example.com", "amount": "15.01"]]]
            #expect(try await backend.fail("Refund", ["payKey": payKey, "currencyCode": "USD", "receiverList": tooMuch]).errorId == "570014")
            #expect(try await backend.fail("Refund", ["payKey": payKey, "currencyCode": "USD"]).errorId == "570012")
            let stranger = ["receiver": [["email": "stranger@example.test", "amount": "1.00"]]]
            #expect(try await backend.fail("Refund", ["payKey": payKey, "currencyCode": "USD", "receiverList": stranger]).errorId == "589038")
            #expect(try await balance(backend) == "455.00")
        }
    }

    @Test func refundsFindThePaymentEveryWayAndCheckTheCurrency() async throws {
        try await TestBackend.with { backend in
            let payKey = try await paidParallel(backend)
            let details = try await backend.succeed("PaymentDetails", ["payKey": payKey])
            let transactionId: String = try #require(details["paymentInfoList.paymentInfo[0].transactionId"])
            #expect(try await backend.fail("Refund", ["payKey": payKey, "currencyCode": "EUR"]).errorId == "589037")
            let missingCurrency = try await backend.fail("Refund", ["payKey": payKey])
            #expect(missingCurrency.errorId == "589036")
            #expect(missingCurrency.status == 200)
            #expect(try await backend.fail("Refund", ["transactionId": "NOSUCHTXN00000000", "currencyCode": "USD"]).errorId == "589061")
            _ = try await backend.succeed("Refund", ["transactionId": transactionId, "currencyCode": "USD"])
        }
    }

    @Test func anUnpaidPaymentIsNotPaid() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey()
            let refund = try await backend.succeed("Refund", ["payKey": payKey, "currencyCode": "USD"])
            #expect(refund["refundInfoList.refundInfo[0].refundStatus"] == "NOT_PAID")
        }
    }

    @Test func payKeysOfTheMobileLibrarysCheckoutAreRefusedByTheRefundAPI() async throws {
        try await TestBackend.with { backend in
            let token = try await backend.login("alex@personal.example.com")
            let library = AdaptiveHeaders.mobileLibrary(deviceToken: token, applicationId: Credentials.sandboxApplicationId)
            let payKey: String = try #require(try await backend.succeed("Pay", R.simplePay(), headers: library)["payKey"])
            _ = try await backend.approve(payKey, token: token, source: "FS-ALEX-BANK")
            let refusal = try await backend.fail("Refund", ["payKey": payKey, "currencyCode": "USD"])
            #expect(refusal.errorId == "560018")
            #expect((refusal.json["error[0].message"] ?? "").contains("Mobile Payments Library"))
        }
    }

    @Test func refundsCloseAfterSixtyDays() async throws {
        try await TestBackend.with { backend in
            let payKey = try await paidParallel(backend)
            try await backend.advanceClock("61d")
            #expect(try await backend.fail("Refund", ["payKey": payKey, "currencyCode": "USD"]).errorId == "570017")
        }
    }

    @Test func partialRefundRulesOverHTTP() async throws {
        try await TestBackend.with { backend in
            let payKey = try await paidParallel(backend)
            func refund(_ email: String, _ amount: String) -> [String: Any] {
                ["payKey": payKey, "currencyCode": "USD", "receiverList": ["receiver": [["email": email, "amount": amount]]]]
            }
            #expect(try await backend.fail("Refund", refund("partner@business.example.com", "0.00")).errorId == "589041")
            #expect(try await backend.fail("Refund", refund("partner@business.example.com", "20.01")).errorId == "589041")
            _ = try await backend.succeed("Refund", refund("partner@business.example.com", "20.00"))
            #expect(try await backend.fail("Refund", refund("partner@business.example.com", "1.00")).errorId == "570015")
        }
    }

    @Test func chainedPaymentsAreRefundedInFullOnly() async throws {
        try await TestBackend.with { backend in
            let payKey = try await backend.payKey(R.pay([
                R.receiver("agent@business.example.com", "50.00", primary: true), R.receiver("hotel@business.example.com", "30.00"),
            ]))
            let token = try await backend.login("alex@personal.example.com")
            _ = try await backend.approve(payKey, token: token, source: "FS-ALEX-BALANCE")
            #expect(try await balance(backend) == "450.00")
            let partial: [String: Any] = ["payKey": payKey, "currencyCode": "USD",
                                          "receiverList": ["receiver": [["email": "hotel@business.example.com", "amount": "5.00"]]]]
            #expect(try await backend.fail("Refund", partial).errorId == "589052")
            let full = try await backend.succeed("Refund", ["payKey": payKey, "currencyCode": "USD"])
            #expect(full.count("refundInfoList.refundInfo") == 2)
            #expect(try await balance(backend) == "500.00")
        }
    }
}
