import Foundation

/// Orders v2: create, look up, change, confirm the payment source, and capture or authorize. Each call is one
/// store transaction.
struct CheckoutOrders: Sendable {
    let store: Store
    let clock: VirtualClock
    let events: WebhookEvents
    /// The REST client calling: it sees and changes its own orders only.
    var client: String?

    /// The orders of one REST client.
    func scoped(to client: String?) -> CheckoutOrders {
        var scoped = self
        scoped.client = client
        return scoped
    }

    /// An order with the payments made against it.
    typealias Snapshot = (order: Order, payments: OrderPayments)

    /// Creates an order. One paid with a saved wallet (`payment_source.paypal.vault_id`) needs no buyer: it is
    /// captured or authorized at once, in the same call.
    func create(_ body: OrderRequestBody) async throws -> Snapshot {
        let intent = try OrderReading.intent(body.intent)
        let units = try OrderReading.purchaseUnits(body.purchaseUnits)
        let wallet = try body.paymentSource.map { try Self.payPalWallet($0) }
        let now = clock.now()
        let created = Order(
            id: Identifier.transactionId(), intent: intent, status: wallet == nil ? .created : .payerActionRequired, purchaseUnits: units,
            returnUrl: body.applicationContext?.returnUrl, cancelUrl: body.applicationContext?.cancelUrl,
            vault: try wallet.flatMap(Self.vaultRequest), createdAt: now, updatedAt: now, clientId: client)
        return try await store.write { db in
            for (index, unit) in (body.purchaseUnits ?? []).enumerated() {
                try Self.checkPayee(unit.payee, at: "/purchase_units/\(index)/payee", in: db)
            }
            var order = created
            if order.vault != nil { try VaultEligibility.check(in: db) }
            if let vaultId = wallet?.vaultId {
                try Self.useSavedWallet(vaultId, for: &order, in: db)
                try Self.settle(&order, as: intent, events: events, in: db, at: now)
            }
            try db.save(order)
            return (order, try Self.payments(of: order, in: db, at: now))
        }
    }

    func order(id: String) async throws -> Snapshot {
        let now = clock.now()
        return try await store.read { db in
            let order = try ownOrder(id, in: db)
            return (order, try Self.payments(of: order, in: db, at: now))
        }
    }

    /// Applies a JSON Patch; every operation or none.
    func patch(id: String, _ operations: [PatchOperationBody]) async throws {
        let now = clock.now()
        try await store.write { db in
            var order = try ownOrder(id, in: db)
            try order.checkPatchable(at: now)
            try OrderPatch.apply(operations, to: &order)
            order.updatedAt = now
            try db.save(order)
        }
    }

    func confirmPaymentSource(id: String, _ body: ConfirmBody) async throws -> Snapshot {
        guard let source = body.paymentSource else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "payment_source is missing.", field: "/payment_source")
        }
        let vault = try Self.vaultRequest(Self.payPalWallet(source))
        let now = clock.now()
        return try await store.write { db in
            var order = try ownOrder(id, in: db)
            try order.confirmPayPal(at: now)
            if let vault {
                try VaultEligibility.check(in: db)
                order.vault = vault
            }
            try db.save(order)
            return (order, OrderPayments())
        }
    }

    /// Captures or authorizes every purchase unit of an approved order, with the funding source the buyer chose.
    func complete(id: String, as action: OrderIntent) async throws -> Snapshot {
        let now = clock.now()
        return try await store.write { db in
            var order = try ownOrder(id, in: db)
            try order.checkCompletable(as: action, at: now)
            try Self.settle(&order, as: action, events: events, in: db, at: now)
            try db.save(order)
            return (order, try Self.payments(of: order, in: db, at: now))
        }
    }

    /// Takes the payments of an approved order, then saves its wallet when the merchant asked for that.
    private static func settle(_ order: inout Order, as action: OrderIntent, events: WebhookEvents, in db: any StoreTransaction, at now: Date) throws {
        guard let payer = order.payer, let sourceId = order.fundingSourceId else {
            throw RESTError.unprocessable("ORDER_NOT_APPROVED", "The buyer has not approved this order yet.")
        }
        for unit in order.purchaseUnits { try Settling.checkInvoiceId(unit.invoiceId, owner: order.id, in: db) }
        if action == .authorize {
            try Settling.checkHold(order.total, payerId: payer.payerId, fundingSourceId: sourceId, in: db)
        }
        let payerAddresses = try db.document(BuyerAccount.self, id: payer.payerId)?.addresses ?? []
        for index in order.purchaseUnits.indices {
            let unit = order.purchaseUnits[index]
            let protection = SellerProtection(shippingTo: unit.shipping?.address, payerAddresses: payerAddresses)
            switch action {
            case .capture:
                let capture = try Settling.capture(
                    Settling.Charge(
                        amount: unit.amount, orderId: order.id, invoiceId: unit.invoiceId, customId: unit.customId, final: true,
                        payerId: payer.payerId, fundingSourceId: sourceId, sellerProtection: protection),
                    declineIssue: "INSTRUMENT_DECLINED", in: db, at: now)
                order.purchaseUnits[index].captureIds.append(capture.id)
                try events.publish(.captureCompleted, in: db, at: now) { CaptureView(capture, base: $0) }
            case .authorize:
                let authorization = PaymentAuthorization(
                    id: Identifier.transactionId(), orderId: order.id, unit: unit, payerId: payer.payerId, fundingSourceId: sourceId,
                    sellerProtection: protection, at: now)
                try db.save(authorization)
                order.purchaseUnits[index].authorizationIds.append(authorization.id)
                try events.publish(.authorizationCreated, in: db, at: now) { AuthorizationView(authorization, base: $0) }
            }
            if let invoiceId = unit.invoiceId { try db.addAlias(invoiceId, in: .paymentInvoiceId, for: order.id) }
        }
        if var vault = order.vault, vault.tokenId == nil {
            let wallet = VaultedSource.paypal(SavedWallet(terms: vault.terms, payer: payer, fundingSourceId: sourceId))
            // A wallet PayPal keeps already is in the answer whatever the setting: there is nothing to save later.
            let later = try OrderVaultStatus.current(in: db) == .approved && Vault.kept(wallet, customerId: vault.customerId, for: order.clientId, in: db) == nil
            vault.tokenId = try Vault.save(
                wallet, customerId: vault.customerId, for: order.clientId, events: events, in: db, at: now,
                announcedAfter: later ? OrderVaultStatus.announcedAfter : 0).id
            vault.savedAfterAnswer = later
            order.vault = vault
        }
        order.status = .completed
        order.updatedAt = now
        let completed = order
        try events.publish(.orderCompleted, in: db, at: now) {
            OrderView(completed, payments: try payments(of: completed, in: db, at: now), base: $0, detail: .representation)
        }
    }

    /// Approves an order on behalf of the buyer who saved their wallet as payment token `vaultId`.
    /// A payee named by email or merchant id must be a merchant PayPal knows.
    private static func checkPayee(_ payee: PurchaseUnitBody.Payee?, at field: String, in db: any StoreTransaction) throws {
        if let email = payee?.emailAddress, try db.document(MerchantAccount.self, alias: email, in: .merchantEmail) == nil {
            throw RESTError.unprocessable(
                "PAYEE_ACCOUNT_INVALID", "No PayPal merchant has the payee email address \(email).", field: field + "/email_address")
        }
        if let id = payee?.merchantId, try db.document(MerchantAccount.self, id: id) == nil {
            throw RESTError.unprocessable("PAYEE_ACCOUNT_INVALID", "No PayPal merchant has the payee merchant id \(id).", field: field + "/merchant_id")
        }
    }

    private static func useSavedWallet(_ vaultId: String, for order: inout Order, in db: any StoreTransaction) throws {
        let field = "/payment_source/paypal/vault_id"
        guard let token = try db.document(PaymentToken.self, id: vaultId), token.isVisible(to: order.clientId) else {
            throw RESTError.unprocessable("TOKEN_ID_NOT_FOUND", "Specified token was not found. Verify the token and try the request again.", field: field)
        }
        guard case .paypal(let wallet) = token.source, let payer = wallet.payer, let sourceId = wallet.fundingSourceId else {
            throw RESTError.unprocessable(
                "MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE",
                "The vault_id does not match the payment_source provided: \(vaultId) saves a \(token.source.kind), not a PayPal wallet.", field: field)
        }
        order.payer = payer
        order.fundingSourceId = sourceId
        order.status = .approved
        order.vault = Order.VaultRequest(customerId: token.customerId, terms: wallet.terms, tokenId: token.id)
    }

    // MARK: Loading

    static func order(_ id: String, in db: any StoreTransaction) throws -> Order {
        try db.owned(Order.self, id: id, by: nil, field: "order_id")
    }

    /// The order, if it is the calling client's.
    func ownOrder(_ id: String, in db: any StoreTransaction) throws -> Order {
        try db.owned(Order.self, id: id, by: client, field: "order_id")
    }

    static func payments(of order: Order, in db: any StoreTransaction, at now: Date) throws -> OrderPayments {
        var payments = OrderPayments()
        for unit in order.purchaseUnits {
            for id in unit.authorizationIds { payments.authorizations[id] = try db.document(PaymentAuthorization.self, id: id)?.asOf(now) }
            for id in unit.captureIds {
                guard let capture = try db.document(PaymentCapture.self, id: id) else { continue }
                payments.captures[id] = capture
                for refundId in capture.refundIds { payments.refunds[refundId] = try db.document(PaymentRefund.self, id: refundId) }
            }
        }
        return payments
    }

    /// The payment source of a create or confirm request: PayTerm's buyers pay with their PayPal wallet.
    static func payPalWallet(_ source: [String: JSONValue]) throws -> PayPalWalletBody {
        try VaultReading.onlySource(source, allowed: ["paypal"]).value.decode(PayPalWalletBody.self)
    }

    /// What `attributes.vault` of the wallet asks to save, if anything.
    private static func vaultRequest(_ wallet: PayPalWalletBody) throws -> Order.VaultRequest? {
        guard let terms = try VaultReading.orderVaultTerms(wallet.attributes?.vault) else { return nil }
        let customerId = try VaultReading.customerId(wallet.attributes?.customer, field: "/payment_source/paypal/attributes/customer/id")
        return Order.VaultRequest(customerId: customerId, terms: terms)
    }
}
