import Foundation
import PayPalVocabulary

/// What a buyer types on the library's login screen.
enum LoginSecret: Sendable {
    case password(String)
    case pin(String)

    /// The password or PIN as typed.
    var typed: String {
        switch self {
        case .password(let password): password
        case .pin(let pin): pin
        }
    }
}

/// A typed secret checked before the store write that records the log-in, against the stored secret read then:
/// the PBKDF2 rounds would otherwise hold every other writer. Should the stored secret have changed meanwhile, it is
/// checked again.
struct CheckedSecret: Sendable {
    let secret: LoginSecret
    private let checked: StoredSecret
    private let verdict: Bool

    init(_ secret: LoginSecret, against stored: StoredSecret) {
        (self.secret, checked, verdict) = (secret, stored, stored.matches(secret.typed))
    }

    func matches(_ stored: StoredSecret) -> Bool {
        stored == checked ? verdict : stored.matches(secret.typed)
    }
}

/// Why a login was refused.
enum LoginRefusal: Error, Equatable {
    /// Wrong email, phone, password or PIN; `attemptsLeft` before the account (or the name, when no account has it)
    /// locks.
    case invalidCredentials(attemptsLeft: Int)
    case locked(until: Date)
    /// Phone login for an account that has no PIN yet.
    case noPin
}

/// Repeated failures lock an account for a while, as PayPal does.
enum LoginPolicy {
    static let maxFailures = 3
    static let lockout: TimeInterval = 30 * 60
}

/// Which of a buyer's accounts a log-in is to: the PayPal account and the Venmo account count their failures and
/// lock apart, as they are two accounts.
enum LoginTarget: CaseIterable, Sendable {
    case paypal
    case venmo

    /// How a counter for a name no account has is told apart from the other account's.
    var unknownNamePrefix: String {
        switch self {
        case .paypal: ""
        case .venmo: "venmo "
        }
    }
}

extension BuyerAccount {
    /// The failed log-ins to one of the buyer's accounts.
    subscript(logins target: LoginTarget) -> LoginCounter {
        get {
            switch target {
            case .paypal: LoginCounter(failures: failedLogins, lockedUntil: lockedUntil)
            case .venmo: venmoLogins ?? LoginCounter()
            }
        }
        set {
            switch target {
            case .paypal: (failedLogins, lockedUntil) = (newValue.failures, newValue.lockedUntil)
            case .venmo: venmoLogins = newValue
            }
        }
    }

    /// True when failed log-ins lock one of the buyer's accounts or count toward it.
    var isHeldBack: Bool { LoginTarget.allCases.contains { self[logins: $0].isHeldBack } }

    /// Lifts every lockout of the buyer's and forgets failed log-ins.
    mutating func unlock() {
        for target in LoginTarget.allCases { self[logins: target] = LoginCounter() }
    }

    /// The stored secret a log-in with `secret` is checked against: the password, or the PIN (nil when it has none).
    func stored(for secret: LoginSecret) -> StoredSecret? {
        switch secret {
        case .password: password
        case .pin: pin
        }
    }

    /// Records a log-in to `target` whose secret was checked; counts a failure and locks that account after too
    /// many. The caller saves the account either way.
    mutating func logIn(to target: LoginTarget, with checked: CheckedSecret, at now: Date) -> Result<Void, LoginRefusal> {
        var counter = self[logins: target]
        if let locked = counter.lockout(at: now) { return .failure(locked) }
        guard let expected = stored(for: checked.secret) else { return .failure(.noPin) }
        let outcome = counter.record(checked.matches(expected), at: now)
        self[logins: target] = counter
        return outcome
    }
}

/// A PIN a buyer chooses: 4 to 8 digits.
enum PINRule {
    static func isValid(_ pin: String) -> Bool {
        (4...8).contains(pin.count) && pin.allSatisfy(\.isASCIIDigit)
    }
}
