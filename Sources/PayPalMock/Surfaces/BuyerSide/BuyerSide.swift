import Foundation
import PayPalVocabulary

/// What the checkout library does on the buyer's behalf: log in, look at the payment, approve it, agree to a
/// preapproval, create a PIN. Each call is one store transaction.
struct BuyerSide: Sendable {
    let store: Store
    let clock: VirtualClock
    let events: WebhookEvents
    let shippingCallback: ShippingCallback

    // MARK: Sessions

    /// Logs in to the buyer's PayPal account (or, with `target` `.venmo`, their Venmo account) by email + password or
    /// phone + PIN. A failure is counted (and may lock that account, not the other) even though the call is refused,
    /// so it is committed rather than rolled back. A name no account has is refused as an account would be, after as
    /// long: its failures count and lock alike, and a secret is checked all the same.
    func logIn(_ body: LoginBody, to target: LoginTarget = .paypal) async throws -> SessionView {
        try await signedIn(body, to: target) { buyer, db, now in
            let token = Identifier.sessionToken()
            let session = BuyerSession(id: TokenDigest.of(token), buyerId: buyer.id, expiresAt: now.addingTimeInterval(BuyerSession.lifetime))
            try db.save(session)
            return SessionView(sessionToken: token, expiresAt: Timestamp.rest(session.expiresAt), buyer: BuyerView(buyer))
        }
    }

    /// Logs in as `logIn` does and, in the same transaction, does `then` as the buyer: an approve link's sign-in
    /// and its approval are one write. A refusal, the log-in's or `then`'s, commits what the log-in counted.
    func signedIn<T: Sendable>(
        _ body: LoginBody, to target: LoginTarget = .paypal, then: @escaping @Sendable (BuyerAccount, any StoreTransaction, Date) throws -> T
    ) async throws -> T {
        let (alias, space, secret) = try credentials(body)
        let now = clock.now()
        // Checked before the write, which would otherwise hold every other writer for the PBKDF2 rounds.
        let stored = try await store.read { db in try db.document(BuyerAccount.self, alias: alias, in: space)?.stored(for: secret) }
        let checked = CheckedSecret(secret, against: stored ?? LoginCounter.decoy)
        return try await store.write { db -> Result<T, RESTError> in
            guard var buyer = try db.document(BuyerAccount.self, alias: alias, in: space) else {
                return .failure(refusal(try db.refuseUnknownLogin("\(target.unknownNamePrefix)\(space.name) \(alias)", at: now)))
            }
            let held = buyer[logins: target]
            let outcome = buyer.logIn(to: target, with: checked, at: now)
            if buyer[logins: target] != held { try db.save(buyer) }
            if case .failure(let reason) = outcome { return .failure(refusal(reason)) }
            do {
                return .success(try then(buyer, db, now))
            } catch let refused as RESTError {
                return .failure(refused)
            }
        }.get()
    }

    private func credentials(_ body: LoginBody) throws -> (String, AliasSpace, LoginSecret) {
        if let email = body.email {
            guard let password = body.password else { throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "password is missing.", field: "password") }
            return (email, .buyerEmail, .password(password))
        }
        if let phone = body.phone {
            guard let pin = body.pin else { throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "pin is missing.", field: "pin") }
            return (PhoneNumber.canonical(phone), .buyerPhone, .pin(pin))
        }
        throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "Log in with email and password, or with phone and pin.", field: "email")
    }

    private func refusal(_ reason: LoginRefusal) -> RESTError {
        switch reason {
        case .invalidCredentials(let attemptsLeft):
            let left = " \(attemptsLeft) attempt\(attemptsLeft == 1 ? "" : "s") left before the account is locked."
            var error = RESTError.unauthorized("INVALID_CREDENTIALS", "The login details are not right." + left)
            (error.field, error.value) = ("attempts_left", String(attemptsLeft))
            return error
        case .locked(let until):
            var error = RESTError.forbidden(
                "ACCOUNT_LOCKED",
                "Too many failed log-ins: the account is locked until \(Timestamp.rest(until)). "
                    + "Advance the clock, unlock the accounts (POST /payterm/v1/buyers/unlock) or reset PayTerm to unlock it.")
            (error.field, error.value) = ("locked_until", Timestamp.rest(until))
            return error
        case .noPin:
            return .unprocessable("PIN_NOT_SET", "This account has no PIN yet: log in with email and password, then create a PIN.")
        }
    }

    /// The buyer behind a session token.
    func buyer(token: String) async throws -> BuyerAccount {
        let now = clock.now()
        return try await store.read { db in try sessionBuyer(token, db: db, now: now) }
    }

    func sessionBuyer(_ token: String, db: any StoreTransaction, now: Date) throws -> BuyerAccount {
        guard let session = try db.document(BuyerSession.self, id: TokenDigest.of(token)), session.isValid(at: now),
              let buyer = try db.document(BuyerAccount.self, id: session.buyerId)
        else { throw Self.sessionExpired }
        return buyer
    }

    static let sessionExpired = RESTError.unauthorized("INVALID_SESSION", "The buyer session is missing or has expired: log in again.")

    /// The session this backend issued under `token`, live or expired; nil for a token it never issued.
    func issuedSession(_ token: String) async throws -> SignedInBuyer? {
        let now = clock.now()
        return try await store.read { db in
            guard let session = try db.document(BuyerSession.self, id: TokenDigest.of(token)) else { return nil }
            let account = session.isValid(at: now) ? try db.document(BuyerAccount.self, id: session.buyerId) : nil
            return SignedInBuyer(token: token, liveAccount: account)
        }
    }

    /// Creates the buyer's login PIN; an account without a phone number gets the one sent with it.
    func createPIN(token: String, _ body: CreatePINBody) async throws -> BuyerView {
        guard let pin = body.pin else { throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "pin is missing.", field: "pin") }
        guard PINRule.isValid(pin) else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "A PIN is 4 to 8 digits.", field: "pin")
        }
        let phone = body.phone.map { PhoneNumber.canonical($0) }
        if let phone, !PhoneNumber.isPlausible(phone) {
            throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "phone is not a phone number: give it with its country code.", field: "phone")
        }
        let now = clock.now()
        return try await store.write { db in
            var buyer = try sessionBuyer(token, db: db, now: now)
            guard buyer.pin == nil else { throw RESTError.unprocessable("PIN_ALREADY_SET", "This account has a PIN already.") }
            if buyer.phone == nil {
                guard let phone else {
                    throw RESTError.unprocessable("PHONE_NOT_SET", "A PIN is for phone login, and this account has no phone number: send one with the PIN.")
                }
                guard try db.addAlias(phone, in: .buyerPhone, for: buyer.id) else {
                    throw RESTError.unprocessable("PHONE_TAKEN", "Another account logs in with \(phone).", field: "phone")
                }
                buyer.phone = phone
            }
            buyer.pin = StoredSecret(hashing: pin)
            try db.save(buyer)
            return BuyerView(buyer)
        }
    }

    // MARK: Payments

    func review(payKey: String, token: String) async throws -> PaymentReview {
        let now = clock.now()
        return try await store.read { db in
            let buyer = try sessionBuyer(token, db: db, now: now)
            guard let record = try db.document(PayKeyRecord.self, id: payKey) else { throw RESTError.notFound("pay_key", payKey) }
            try Self.checkOwner(record.senderAccountId, is: buyer, field: "pay_key", id: payKey)
            var review = PaymentReview(record, for: buyer, at: now)
            let personal = record.receivers.allSatisfy { $0.paymentType == .personal }
            review.feesPayerChoice = personal ? try !Accounts.recipientsPayFees(of: record, in: db) : nil
            return review
        }
    }

    /// The buyer approves the payment with a funding source and, for goods, an address: this makes the payment. The
    /// body is read once the session is known to be live.
    func approve(payKey: String, token: String, _ readBody: @escaping @Sendable () throws -> ApproveBody) async throws -> PaymentReview {
        let now = clock.now()
        return try await store.write { db in
            // The pay key is looked at before the session: an expired key is the news, whoever asks.
            guard var record = try db.document(PayKeyRecord.self, id: payKey) else { throw RESTError.notFound("pay_key", payKey) }
            if record.status(at: now) == .expired { throw Self.payKeyExpired }
            var buyer = try sessionBuyer(token, db: db, now: now)
            let body = try readBody()
            guard let sourceId = body.fundingSourceId else {
                throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "funding_source_id is missing.", field: "funding_source_id")
            }
            try checkApprovable(record, by: buyer, now: now)
            let source = try fundingSource(sourceId, of: buyer)
            if let address = try shippingAddress(body.shippingAddressId, of: buyer) { record.shippingAddress = address }
            switch record.settle(sender: &buyer, source: source, at: now) {
            case .success:
                try db.save(buyer)
                try db.save(record)
                try Accounts.fileTransactions(of: record, in: db)
                try InstantPaymentNotifications.send(IPNFields.payment(record), to: record.ipnNotificationUrl, in: db, at: now)
                return PaymentReview(record, for: buyer, at: now)
            case .failure(.declined):
                throw Self.declined(source)
            case .failure(.insufficientBalance(let available)):
                throw RESTError.unprocessable(
                    "INSUFFICIENT_FUNDS", "The balance (\(available.text) \(available.currency.code)) does not cover \(record.senderTotal.text): choose another way to pay.")
            case .failure(.sendingLimitReached):
                throw FundingProblem.sendingLimitRefusal
            }
        }
    }

    /// The buyer's funding source declined what they approve: they choose another way to pay.
    static func declined(_ source: FundingSource) -> RESTError {
        RESTError.unprocessable("INSTRUMENT_DECLINED", "\(source.label) was declined by its issuer: choose another way to pay.")
    }

    private static let payKeyExpired = RESTError.unprocessable(
        "PAY_KEY_EXPIRED", "This pay key expired 3 hours after it was made: the merchant has to start again.")

    /// One of the buyer's funding sources, chosen by id.
    func fundingSource(_ id: String, of buyer: BuyerAccount) throws -> FundingSource {
        guard let source = buyer.fundingSource(id: id) else {
            throw RESTError.unprocessable("INVALID_FUNDING_SOURCE", "\(id) is not one of this buyer's funding sources.", field: "funding_source_id")
        }
        return source
    }

    /// One of the buyer's addresses, chosen by id; nil when none was chosen.
    func shippingAddress(_ id: String?, of buyer: BuyerAccount) throws -> Address? {
        guard let id else { return nil }
        guard let address = buyer.address(id: id) else {
            throw RESTError.unprocessable("INVALID_SHIPPING_ADDRESS", "\(id) is not one of this buyer's addresses.", field: "shipping_address_id")
        }
        return address
    }

    private func checkApprovable(_ record: PayKeyRecord, by buyer: BuyerAccount, now: Date) throws {
        switch record.status(at: now) {
        case .created: break
        case .expired: throw Self.payKeyExpired
        default: throw RESTError.unprocessable("PAYMENT_ALREADY_MADE", "This pay key has been used to make a payment already.")
        }
        if let sender = record.senderAccountId, sender != buyer.id {
            throw RESTError.forbidden("PERMISSION_DENIED", "This payment is for another buyer to approve.")
        }
        if record.preapprovalKey != nil {
            throw RESTError.unprocessable("PREAPPROVED_PAYMENT", "This payment runs under a preapproval and needs no approval.")
        }
        if record.receivers.contains(where: { $0.accountId == buyer.id }) {
            throw RESTError.unprocessable("PAYEE_IS_PAYER", "The sender and each receiver must have different accounts.")
        }
    }

    // MARK: Preapprovals

    func preapproval(key: String, token: String) async throws -> PreapprovalReview {
        let now = clock.now()
        return try await store.read { db in
            let buyer = try sessionBuyer(token, db: db, now: now)
            guard let record = try db.document(PreapprovalRecord.self, id: key) else { throw RESTError.notFound("preapproval_key", key) }
            try Self.checkOwner(record.senderAccountId, is: buyer, field: "preapproval_key", id: key)
            return PreapprovalReview(record, at: now)
        }
    }

    /// The buyer agrees to the preapproval's terms, creating its PIN when the merchant asked for one.
    func agree(key: String, token: String, _ body: AgreeBody) async throws -> PreapprovalReview {
        let now = clock.now()
        return try await store.write { db in
            let buyer = try sessionBuyer(token, db: db, now: now)
            guard var record = try db.document(PreapprovalRecord.self, id: key) else { throw RESTError.notFound("preapproval_key", key) }
            switch record.status(at: now) {
            case .active where !record.approved: break
            case .active: throw RESTError.unprocessable("PREAPPROVAL_ALREADY_APPROVED", "This preapproval has been agreed to already.")
            case .expired: throw RESTError.unprocessable("PREAPPROVAL_EXPIRED", "This preapproval key expired 3 hours after it was made: the merchant has to start again.")
            case .canceled, .deactivated: throw RESTError.unprocessable("PREAPPROVAL_NOT_ACTIVE", "This preapproval is \(record.status.rawValue).")
            }
            if let requested = record.requestedSenderEmail, requested.caseInsensitiveCompare(buyer.email) != .orderedSame {
                throw RESTError.forbidden("PERMISSION_DENIED", "This preapproval is for another buyer to agree to.")
            }
            if record.pinType == .required {
                guard let pin = body.pin, PINRule.isValid(pin) else {
                    throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "This preapproval needs a PIN of 4 to 8 digits.", field: "pin")
                }
                record.pin = StoredSecret(hashing: pin)
            }
            let source = try body.fundingSourceId.map { try fundingSource($0, of: buyer) } ?? Accounts.defaultSource(of: buyer)
            record.approved = true
            record.approvedAt = now
            record.senderAccountId = buyer.id
            record.senderEmail = buyer.email
            record.fundingSourceId = source.id
            try db.save(record)
            try InstantPaymentNotifications.send(IPNFields.preapproval(record), to: record.ipnNotificationUrl, in: db, at: now)
            return PreapprovalReview(record, at: now)
        }
    }
}
