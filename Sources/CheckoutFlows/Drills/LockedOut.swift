import PayPalAPI
import PayPalVocabulary

extension Drill {
    /// A buyer locked herself out with wrong passwords: support unlocks her.
    static let lockedOut = Drill(
        name: "locked-out",
        title: "A buyer is locked out of her account",
        task: "Let the buyer log in again.",
        hints: [
            "Search for her email: her last payment shows.",
            "Open it: support can unlock the buyer from any of her payments.",
            "Take \"Unlock noor@personal.example.com\".",
        ],
        seed: { backend in
            let session = try await backend.logIn("noor@personal.example.com")
            _ = try await backend.mobilePayment(Money(minorUnits: 1_800, currency: .usd), memo: "Order 2210", by: session, from: "FS-NOOR-BALANCE")
            for _ in 0..<3 { _ = try? await backend.paypal.logIn(email: "noor@personal.example.com", password: Secret("not-her-password")) }
            return DrillSituation(
                story: "Noor Haddad (noor@personal.example.com) calls: \"PayPal says my account is locked, and I need to pay the shop today.\"",
                ids: [:])
        },
        checks: { _, backend in
            let loggedIn = (try? await backend.logIn("noor@personal.example.com")) != nil
            return [DrillCheck(expectation: "Noor can log in with her password again", met: loggedIn)]
        })
}
