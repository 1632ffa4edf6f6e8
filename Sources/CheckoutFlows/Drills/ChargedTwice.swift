import PayPalVocabulary

extension Drill {
    /// Two identical payments seconds apart: the duplicate is refunded, the purchase kept.
    static let chargedTwice = Drill(
        name: "charged-twice",
        title: "A buyer says they were charged twice for one order",
        task: "Find both payments, refund the duplicate in full, and keep the one the buyer meant to make.",
        hints: [
            "Search for the buyer's email: two payments show, seconds apart, for the same amount.",
            "Open each: the same memo, order 1042. The newer one is the duplicate.",
            "Open the newer payment and take \"Refund payment … in full\". Leave the older one alone.",
        ],
        seed: { backend in
            let session = try await backend.logIn("alex@personal.example.com")
            let amount = Money(minorUnits: 2_499, currency: .usd)
            let first = try await backend.mobilePayment(amount, memo: "Order 1042", by: session, from: "FS-ALEX-VISA")
            // Seconds apart, as the hint says and the timestamps show.
            try await Task.sleep(for: .seconds(2))
            let second = try await backend.mobilePayment(amount, memo: "Order 1042", by: session, from: "FS-ALEX-VISA")
            return DrillSituation(
                story: "Alex Rivera (alex@personal.example.com) calls: \"I paid 24.99 USD once for order 1042 in the PayTerm Demo Store app, and my Visa was charged twice.\"",
                ids: ["first": first, "second": second])
        },
        checks: { situation, backend in
            let (first, second) = (try situation.id("first"), try situation.id("second"))
            return [
                DrillCheck(expectation: "The duplicate payment (\(second)) is refunded in full", met: try await backend.isRefundedInFull(second)),
                DrillCheck(expectation: "The payment the buyer meant to make (\(first)) is kept", met: try await backend.isUntouched(first)),
            ]
        })
}
