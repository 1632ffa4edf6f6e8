import Foundation

/// Failed log-ins typed for names no account has, counted as an account's are (`LoginCounter`), so that the
/// answers to a name do not tell whether an account has it. Kept by the name's digest, and only while they matter:
/// a counter untouched for `LoginPolicy.lockout` is forgotten.
extension StoreTransaction {
    /// The counter for `name` (an email, a phone number, or another login's name, prefixed by what it is).
    private func unknownLoginCounter(_ name: String) throws -> LoginCounter {
        guard let text = try unknownLoginCounter(digest: TokenDigest.of(name.lowercased())) else { return LoginCounter() }
        return try JSONDecoder().decode(LoginCounter.self, from: Data(text.utf8))
    }

    /// Keeps the counter, and forgets every counter untouched since a lockout ago.
    private func saveUnknownLoginCounter(_ counter: LoginCounter, for name: String, at now: Date) throws {
        let text = String(decoding: try JSONEncoder().encode(counter), as: UTF8.self)
        try saveUnknownLoginCounter(
            text, digest: TokenDigest.of(name.lowercased()), touchedAt: now, forgettingBefore: now.addingTimeInterval(-LoginPolicy.lockout))
    }

    /// Refuses a log-in as `name`, which no account has, as an account's wrong secret would be: counted and
    /// locking alike. The caller checks the typed secret against `LoginCounter.decoy`, so that it takes as long.
    func refuseUnknownLogin(_ name: String, at now: Date) throws -> LoginRefusal {
        var counter = try unknownLoginCounter(name)
        if let locked = counter.lockout(at: now) { return locked }
        let refused = counter.fail(at: now)
        try saveUnknownLoginCounter(counter, for: name, at: now)
        return refused
    }

    /// Forgets every counter, as unlocking the buyers does.
    func forgetUnknownLogins() throws {
        try deleteUnknownLoginCounters()
    }
}
