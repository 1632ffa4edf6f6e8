import Foundation

/// Failed log-ins counted toward a lockout: an account's, or those typed for a name no account has, counted alike
/// so that a refusal (what it says, when it locks, how long it takes) is the same whether the account exists.
struct LoginCounter: Codable, Sendable, Equatable {
    var failures = 0
    var lockedUntil: Date?

    /// True when it locks the login or counts failures toward it.
    var isHeldBack: Bool { failures > 0 || lockedUntil != nil }

    /// The refusal of an attempt while locked, before any secret is checked.
    func lockout(at now: Date) -> LoginRefusal? {
        guard let lockedUntil, now < lockedUntil else { return nil }
        return .locked(until: lockedUntil)
    }

    /// Counts an attempt whose secret `matched` or not: a match starts the count over.
    mutating func record(_ matched: Bool, at now: Date) -> Result<Void, LoginRefusal> {
        guard matched else { return .failure(fail(at: now)) }
        self = LoginCounter()
        return .success(())
    }

    /// Counts a failed attempt, the last of `LoginPolicy.maxFailures` locking; the refusal it gets.
    mutating func fail(at now: Date) -> LoginRefusal {
        failures += 1
        guard failures < LoginPolicy.maxFailures else {
            let until = now.addingTimeInterval(LoginPolicy.lockout)
            self = LoginCounter(failures: 0, lockedUntil: until)
            return .locked(until: until)
        }
        return .invalidCredentials(attemptsLeft: LoginPolicy.maxFailures - failures)
    }

    /// A secret checked as long as a real one takes, for a name no account has.
    static let decoy = StoredSecret(hashing: UUID().uuidString)
}
