import Foundation

/// The Braintree-hosted page "Connect with Braintree" opens: the merchant logs in (or signs up), then agrees, which
/// mints a code for the partner, or declines or finishes later, which sends them back with `access_denied`. Each
/// call one store transaction.
struct BraintreeConnect: Sendable {
    let store: Store
    let clock: VirtualClock
    let application: BraintreeOAuthApplication
    /// The merchant whose API keys are configured, whom the seeded login is for.
    let merchant: BraintreeMerchant

    /// Why a login, a signup or an agreement was refused, with the HTTP status it is answered with.
    struct Refusal: Error {
        let status: Int
        let error: String
        let description: String
        /// When a locked login unlocks.
        var lockedUntil: Date? = nil
    }

    /// A merchant logged in on the page.
    struct LoggedIn: Sendable {
        let session: String
        let merchantId: String
        let businessName: String
    }

    enum Decision: String, Sendable {
        case agree
        case deny
        /// Braintree's "Finish Later" on its signup form.
        case finishLater = "finish_later"
    }

    static let minimumPasswordLength = 8
    static let maxNameLength = 255

    /// Logs the merchant in; failures count and lock the login as a buyer's do, and an email no login has is
    /// refused alike. A failure is committed, not rolled back.
    func logIn(email: String, password: String) async throws -> LoggedIn {
        let now = clock.now()
        let stored = try await store.read { db in try db.document(BraintreeMerchantAccount.self, alias: email, in: .braintreeMerchantEmail)?.password }
        let checked = CheckedSecret(.password(password), against: stored ?? LoginCounter.decoy)
        return try await store.write { db -> Result<LoggedIn, Refusal> in
            guard var account = try db.document(BraintreeMerchantAccount.self, alias: email, in: .braintreeMerchantEmail) else {
                return .failure(Self.refusal(try db.refuseUnknownLogin("\(AliasSpace.braintreeMerchantEmail.name) \(email)", at: now)))
            }
            var counter = account.logins ?? LoginCounter()
            if let locked = counter.lockout(at: now) { return .failure(Self.refusal(locked)) }
            let outcome = counter.record(checked.matches(account.password), at: now)
            account.logins = counter
            try db.save(account)
            if case .failure(let reason) = outcome { return .failure(Self.refusal(reason)) }
            return .success(try open(account, in: db, at: now))
        }.get()
    }

    private static func refusal(_ reason: LoginRefusal) -> Refusal {
        switch reason {
        case .locked(let until):
            Refusal(
                status: 403, error: "login_locked",
                description: "Too many failed log-ins: this login is locked until \(Timestamp.rest(until)). Try again then, or unlock the accounts "
                    + "(POST /payterm/v1/buyers/unlock).",
                lockedUntil: until)
        case .invalidCredentials(let left):
            Refusal(
                status: 401, error: "invalid_login",
                description: "The email or password is not right (\(left) attempt\(left == 1 ? "" : "s") left before the login is locked). Check them, or sign up.")
        case .noPin:
            Refusal(status: 401, error: "invalid_login", description: "Log in with the email and password.")
        }
    }

    func signUp(email: String, password: String, businessName: String) async throws -> LoggedIn {
        guard EmailAddress.isPlausible(email), email.count <= Self.maxNameLength else {
            throw Refusal(status: 422, error: "invalid_email", description: "The email address is not one. Type it as name@example.com.")
        }
        guard password.count >= Self.minimumPasswordLength, password.count <= Self.maxNameLength else {
            throw Refusal(status: 422, error: "weak_password", description: "Choose a password of \(Self.minimumPasswordLength) to \(Self.maxNameLength) characters.")
        }
        let name = businessName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= Self.maxNameLength else {
            throw Refusal(status: 422, error: "invalid_business_name", description: "Name the business, in at most \(Self.maxNameLength) characters.")
        }
        let now = clock.now()
        let account = BraintreeMerchantAccount(
            id: Identifier.braintreeMerchantId(), email: email, password: StoredSecret(hashing: password), businessName: name,
            keys: .init(publicKey: Identifier.braintreeSecret(), privateKey: Identifier.braintreeSecret()))
        return try await store.write { db in
            guard try db.addAlias(email, in: .braintreeMerchantEmail, for: account.id) else {
                throw Refusal(status: 409, error: "email_taken", description: "A merchant already signed up with \(email). Log in instead.")
            }
            try db.save(account)
            return try open(account, in: db, at: now)
        }
    }

    /// Where the merchant goes back to: with a fresh code and their merchant id when they agree (which takes a
    /// live session), with `error=access_denied` otherwise.
    func decide(_ decision: Decision, on request: ConnectRequest, session: String?) async throws -> String {
        guard decision == .agree else { return request.redirect([URLQueryItem(name: "error", value: "access_denied")]) }
        let now = clock.now()
        let clientId = application.clientId
        return try await store.write { db in
            guard let session, let open = try db.document(BraintreeConnectSession.self, id: TokenDigest.of(session)), now < open.expiresAt,
                  let account = try db.document(BraintreeMerchantAccount.self, id: open.accountId) else {
                throw Refusal(status: 401, error: "login_required", description: "Log in to Braintree before agreeing: the session is missing or over.")
            }
            let merchantId = account.merchant(configured: merchant).merchantId
            let code = Identifier.braintreeSecret()
            try db.save(BraintreeOAuthCode(
                id: TokenDigest.of(code), merchantId: merchantId, clientId: clientId, scopes: request.scopes,
                expiresAt: now.addingTimeInterval(BraintreeOAuthCode.lifetime), used: false))
            return request.redirect([URLQueryItem(name: "code", value: code), URLQueryItem(name: "merchantId", value: merchantId)])
        }
    }

    private func open(_ account: BraintreeMerchantAccount, in db: any StoreTransaction, at now: Date) throws -> LoggedIn {
        let token = "BCS-" + Identifier.braintreeSecret()
        try db.save(BraintreeConnectSession(id: TokenDigest.of(token), accountId: account.id, expiresAt: now.addingTimeInterval(BraintreeConnectSession.lifetime)))
        return LoggedIn(session: token, merchantId: account.merchant(configured: merchant).merchantId, businessName: account.businessName)
    }
}
