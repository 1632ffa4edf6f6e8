import Foundation
import Testing
@testable import PayPalMock

/// Pay Later in PayPal's review of a Braintree checkout that offers it (`offer_pay_later`): the plans for the amount,
/// their payments on PayPal's clock, the plan the buyer takes carried to the nonce and the sale, and support seeing
/// its payments fall due as the clock moves.
@Suite struct PayLaterPlanTests {
    typealias API = BraintreeClientAPITests

    /// A checkout of `amount` offering Pay Later; its EC token.
    func open(_ backend: TestBackend, _ bearer: String, amount: String, offer: Bool = true) async throws -> String {
        var body = API.checkout(amount)
        body["offer_pay_later"] = offer
        let opened = try await backend.braintreeClient("POST", "/paypal_hermes/create_payment_resource", json: body, authorization: bearer)
        let url = try #require((opened.json["paymentResource"] as? [String: Any])?["redirectUrl"] as? String)
        return try #require(URLComponents(string: url)?.queryItems?.first { $0.name == "token" }?.value)
    }

    func plans(_ backend: TestBackend, _ token: String, session: String) async throws -> [[String: Any]] {
        let (status, view) = try await backend.buyer("GET", "hermes/\(token)", token: session)
        #expect(status == 200)
        return view.value(at: "pay_later_plans") as? [[String: Any]] ?? []
    }

    func day(_ date: Date, plus days: Int = 0, months: Int = 0) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let moved = calendar.date(byAdding: DateComponents(month: months, day: days), to: date)!
        return Timestamp.day(moved)
    }

    @Test func theReviewOffersThePlansTheAmountQualifiesForDueOnPayPalsClock() async throws {
        try await TestBackend.with { backend in
            try await backend.advanceClock("40d")
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            let (_, clock) = try await backend.admin("GET", "/payterm/v1/clock")
            let shown: String? = clock["now"]
            let now = try #require(shown.flatMap(Timestamp.parse))

            let small = try await plans(backend, try await open(backend, bearer, amount: "40.00"), session: session)
            #expect(small.map { $0["id"] as? String } == ["PAY_IN_4"], "under Pay Monthly's $49")
            let payIn4 = try #require(small.first?["payments"] as? [[String: Any]])
            #expect(payIn4.map { $0["due_date"] as? String } == [day(now), day(now, plus: 14), day(now, plus: 28), day(now, plus: 42)])
            #expect(payIn4.map { $0["amount"] as? String } == ["10.00", "10.00", "10.00", "10.00"])

            let both = try await plans(backend, try await open(backend, bearer, amount: "59.00"), session: session)
            #expect(both.map { $0["id"] as? String } == ["PAY_IN_4", "PAY_MONTHLY_3", "PAY_MONTHLY_6", "PAY_MONTHLY_12", "PAY_MONTHLY_24"])
            let twelve = try #require(both.first { $0["id"] as? String == "PAY_MONTHLY_12" })
            let monthly = try #require(twelve["payments"] as? [[String: Any]])
            #expect(monthly.count == 12 && monthly.first?["due_date"] as? String == day(now, months: 1), "no down payment: the first a month on")
            let total = PayLaterSchedule.monthly(try .parse("59.00", currency: .usd), months: 12).total.text
            #expect(twelve["apr"] as? String == "9.99" && twelve["total"] as? String == total)

            let large = try await plans(backend, try await open(backend, bearer, amount: "1600.00"), session: session)
            #expect(!large.contains { $0["id"] as? String == "PAY_IN_4" }, "over Pay in 4's $1,500")
            #expect(try await plans(backend, try await open(backend, bearer, amount: "59.00", offer: false), session: session).isEmpty)
        }
    }

    @Test func onlyAPlanOnOfferIsTaken() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            for (amount, offer, plan) in [("59.00", false, "PAY_IN_4"), ("1600.00", true, "PAY_IN_4"), ("59.00", true, "PAY_MONTHLY_5")] {
                let token = try await open(backend, bearer, amount: amount, offer: offer)
                let (status, answer) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": "web", "pay_later_plan": plan])
                #expect(status == 422 && answer["details[0].issue"] == "PAY_LATER_NOT_AVAILABLE", "\(amount) \(offer) \(plan): \(answer)")
            }
        }
    }

    @Test func thePlanReachesTheNonceAndTheSaleAndSupportSeesItsPaymentsFallDue() async throws {
        try await TestBackend.with { backend in
            let bearer = "Bearer " + (try await backend.braintreeFingerprint())
            let session = try await backend.login("alex@personal.example.com")
            let token = try await open(backend, bearer, amount: "100.01")
            let approvals = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 {
                    group.addTask { try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": "web", "pay_later_plan": "PAY_IN_4"]).0 }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(approvals.allSatisfy { $0 == 200 }, "\(approvals)")
            let (_, decided) = try await backend.buyer("POST", "hermes/\(token)/approve", token: session, json: ["surface": "web", "pay_later_plan": "PAY_IN_4"])
            let tokenized = try await API.tokenize(backend, bearer: bearer, try #require(decided["redirect_url"] as String?))
            let account = try #require((tokenized.json["paypalAccounts"] as? [[String: Any]])?.first)
            let financing = try #require((account["details"] as? [String: Any])?["creditFinancingOffered"] as? [String: Any])
            #expect(financing["term"] as? Int == 0 && financing["payerAcceptance"] as? Bool == true)
            #expect((financing["monthlyPayment"] as? [String: Any])?["value"] as? String == "25.00")
            #expect((financing["totalCost"] as? [String: Any])?["value"] as? String == "100.01")

            let sale = try await backend.braintree("POST", "/transactions", xml: BraintreeGatewayTests.sale("100.01", nonce: try #require(account["nonce"] as? String)))
            #expect(sale.status == 201, "\(sale.body)")
            let id = try #require(sale.body.firstMatch(of: /<id>([a-z0-9]+)<\/id>/)?.1)
            func file() async throws -> JSON {
                let exchange = try await backend.http.send("GET", "/payterm/v1/support/cases/braintree_transaction/\(id)")
                #expect(exchange.status == 200)
                return JSON(try exchange.jsonObject())
            }
            func payments(_ file: JSON) -> [String] { SupportDeskTests.whats(file).filter { $0.hasPrefix("Pay in 4 payment") } }
            let today = try await file()
            #expect(payments(today) == [
                "Pay in 4 payment 1 of 4, 25.01 USD: paid by autopay", "Pay in 4 payment 2 of 4, 25.00 USD: due",
                "Pay in 4 payment 3 of 4, 25.00 USD: due", "Pay in 4 payment 4 of 4, 25.00 USD: due",
            ])
            #expect(today.description.contains("Pay in 4, interest-free, 1 of 4 paid"))
            try await backend.advanceClock("15d")
            let later = try await file()
            #expect(payments(later)[1] == "Pay in 4 payment 2 of 4, 25.00 USD: paid by autopay" && payments(later)[2].hasSuffix("due"))
            try await backend.advanceClock("30d")
            let done = try await file()
            #expect(payments(done).allSatisfy { $0.hasSuffix("paid by autopay") } && done.description.contains("4 of 4 paid"))
        }
    }
}
