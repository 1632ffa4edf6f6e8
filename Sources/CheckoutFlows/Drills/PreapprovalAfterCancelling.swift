import PayPalAPI
import PayPalVocabulary

extension Drill {
    /// A buyer told the merchant to stop a subscription, but the merchant never cancelled the preapproval and took
    /// another payment: support cancels it and refunds the payment taken after.
    static let preapprovalAfterCancelling = Drill(
        name: "preapproval-after-cancelling",
        title: "A preapproval keeps paying after the customer cancelled",
        task: "Stop any more payments under the buyer's agreement, and refund the one taken after they cancelled.",
        hints: [
            "Search for the buyer's email: a preapproval and three payments under it show.",
            "Open the preapproval and cancel it: the merchant can take nothing more under it.",
            "The third payment, the newest, came after she cancelled: open it and refund it in full. The first two stand.",
        ],
        seed: { backend in
            let terms = MerchantServer.Terms(
                maxAmountPerPayment: Money(minorUnits: 2_000, currency: .usd), maxNumberOfPayments: 10,
                maxTotal: Money(minorUnits: 10_000, currency: .usd), pinRequired: false, memo: "Coffee club: a bag a week")
            let key = try await backend.merchant.createPreapproval(terms)
            let session = try await backend.logIn("alex@personal.example.com")
            _ = try await backend.paypal.agree(preapprovalKey: key, fundingSourceId: "FS-ALEX-BALANCE", pin: nil, session: session)
            var payKeys: [String] = []
            for _ in 0..<3 {
                let payment = try await backend.merchant.pay(
                    Money(minorUnits: 1_250, currency: .usd), to: DemoStore.merchantEmail, preapprovalKey: key, senderEmail: "alex@personal.example.com", pin: nil)
                payKeys.append(payment.payKey)
            }
            return DrillSituation(
                story: "Alex Rivera writes: \"I cancelled my coffee club with the shop after the second bag, and they charged me 12.50 USD again.\"",
                ids: ["preapproval": key, "first": payKeys[0], "second": payKeys[1], "third": payKeys[2]])
        },
        checks: { situation, backend in
            let details = try await backend.paypal.adaptive(
                Adaptive.PreapprovalDetailsRequest(preapprovalKey: try situation.id("preapproval")), headers: backend.adaptiveHeaders)
            let kept = [try await backend.isUntouched(try situation.id("first")), try await backend.isUntouched(try situation.id("second"))]
            return [
                DrillCheck(expectation: "The preapproval is cancelled: nothing more can be taken under it", met: details.status == "CANCELED"),
                DrillCheck(
                    expectation: "The payment taken after she cancelled (\(try situation.id("third"))) is refunded in full",
                    met: try await backend.isRefundedInFull(try situation.id("third"))),
                DrillCheck(expectation: "The two payments from before she cancelled stand", met: kept.allSatisfy { $0 }),
            ]
        })
}
