import PayPalAPI

/// A lockout a log-in screen showed, lifted since by Ctrl-U or the tester's `u`: the screen says the account can log
/// in again where it said it was locked, until its next refusal.
struct LiftedLock: Equatable, Sendable {
    private var lifted: PayPalAPIError?

    /// Notes that `shown` is lifted, when it is a lockout.
    mutating func lift(_ shown: PayPalAPIError?) {
        guard let shown, Self.isLockout(shown) else { return }
        lifted = shown
    }

    /// True when `refusal` is the lockout lifted.
    func covers(_ refusal: PayPalAPIError) -> Bool { refusal == lifted }

    /// What a log-in screen says of `refusal`: that the account can log in again once its lockout is lifted, else
    /// the refusal in the buyer's words.
    func line(for refusal: PayPalAPIError, _ library: LibraryStrings) -> (text: String, role: Role) {
        covers(refusal) ? (library.refusals.unlocked, .sheetSuccess) : (library.refusal(refusal), .sheetError)
    }

    /// An account locked by failed log-ins: a PayPal or Venmo account's `ACCOUNT_LOCKED`, a Braintree login's
    /// `login_locked`.
    static func isLockout(_ refusal: PayPalAPIError) -> Bool {
        ["ACCOUNT_LOCKED", "login_locked"].contains(refusal.refusal?.issue)
    }
}
