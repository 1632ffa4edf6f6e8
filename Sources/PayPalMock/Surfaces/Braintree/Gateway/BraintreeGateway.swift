import Foundation
import PayPalVocabulary

/// Braintree's gateway server API for one merchant: sales paid with a PayPal nonce or a vaulted account, voids,
/// settlement on the virtual clock and refunds, each call one store transaction.
struct BraintreeGateway: Sendable {
    let store: Store
    let clock: VirtualClock
    let merchant: BraintreeMerchant

    /// What a sale asks for, as its request's fields.
    struct Sale {
        var type: String?
        var amount: String?
        var nonce: String?
        /// A vaulted PayPal account's, for a returning buyer.
        var paymentMethodToken: String?
        var customerId: String?
        /// One of the merchant's accounts: its own (the default) or the sandbox's Venmo account.
        var merchantAccountId: String?
        var submitForSettlement = false
        /// Vaults the PayPal account a billing agreement's nonce pays with, when the sale goes through.
        var storeInVaultOnSuccess = false
    }

    func sale(_ sale: Sale) async throws -> GatewayTransaction {
        guard let type = sale.type else { throw GatewayFailure.invalid("91524", "type", "Transaction type is required.") }
        guard type == "sale" else { throw GatewayFailure.invalid("91523", "type", "Transaction type is invalid.") }
        let amount = try Self.amount(sale.amount, required: true) ?? .zero(.usd)
        if let account = sale.merchantAccountId, ![merchant.merchantId, BraintreeMerchant.venmoMerchantAccountId].contains(account) {
            throw GatewayFailure.invalid("91513", "merchant_account_id", "Merchant account ID is invalid.")
        }
        let payment = try Payment(sale)
        let now = clock.now()
        var transaction = GatewayTransaction(
            id: Identifier.gatewayTransactionId(), merchantId: merchant.merchantId, type: .sale, status: .authorized, amount: amount,
            nonce: sale.nonce ?? "", processorResponseCode: "1000", processorResponseText: "Approved", createdAt: now, updatedAt: now)
        transaction.merchantAccountId = sale.merchantAccountId
        var refusal: String?
        switch SandboxAmounts.outcome(of: amount) {
        case .approved:
            if sale.submitForSettlement { try? transaction.submitForSettlement(at: now) }
        case .processorDeclined(let code):
            transaction.status = .processorDeclined
            transaction.processorResponseCode = code
            transaction.processorResponseText = SandboxAmounts.declineText(code)
            refusal = transaction.processorResponseText
        case .failed:
            transaction.status = .failed
            transaction.processorResponseCode = "3000"
            transaction.processorResponseText = "Processor Network Unavailable - Try Again"
            refusal = transaction.processorResponseText
        case .gatewayRejected:
            transaction.status = .gatewayRejected
            transaction.gatewayRejectionReason = "application_incomplete"
            transaction.processorResponseCode = ""
            transaction.processorResponseText = "Unknown ()"
            refusal = "Gateway Rejected: application_incomplete"
        }
        let priced = transaction
        let made = try await store.write { db in
            var made = priced
            try pay(&made, with: payment, in: db)
            try db.save(made)
            return made
        }
        if let refusal { throw GatewayFailure.refused(made, message: refusal) }
        return made
    }

    func transaction(id: String) async throws -> GatewayTransaction? {
        let now = clock.now()
        return try await store.read { db in try own(id, in: db)?.settled(asOf: now) }
    }

    func void(id: String) async throws -> GatewayTransaction? {
        try await change(id) { transaction, now in try transaction.void(at: now) }
    }

    func submitForSettlement(id: String, amount requested: String?) async throws -> GatewayTransaction? {
        let requested = try Self.amount(requested, required: false)
        return try await change(id) { transaction, now in try transaction.submitForSettlement(requested, at: now) }
    }

    /// Settles a transaction submitted for settlement (`settled`), or holds it (`settlementPending`), as the
    /// sandbox's testing API does.
    func simulateSettlement(id: String, to outcome: GatewayTransaction.Status) async throws -> GatewayTransaction? {
        try await change(id) { transaction, now in try transaction.simulateSettlement(outcome, at: now) }
    }

    /// Refunds a settled sale with a new credit transaction; nil when there is no such sale.
    func refund(id: String, amount requested: String?) async throws -> GatewayTransaction? {
        let requested = try Self.amount(requested, required: false)
        let now = clock.now()
        return try await store.write { db in
            guard var sale = try own(id, in: db)?.settled(asOf: now) else { return nil }
            let refunded = try sale.refundIds.compactMap { try db.document(GatewayTransaction.self, id: $0) }
                .filter { $0.status != .voided }.map(\.amount).checkedSum(in: sale.amount.currency)
            guard let refunded else { throw GatewayFailure.invalid("91521", "amount", "Refund amount is too large.") }
            let amount: Money
            do throws(GatewayTransaction.Refusal) { amount = try sale.refundable(requested, refunded: refunded) } catch { throw GatewayFailure.invalid(error.code, "base", error.message) }
            let credit = GatewayTransaction(
                id: Identifier.gatewayTransactionId(), merchantId: sale.merchantId, type: .credit, status: .submittedForSettlement,
                amount: amount, nonce: sale.nonce, processorResponseCode: "1002", processorResponseText: "Processed", createdAt: now,
                updatedAt: now, submittedAt: now, refundedTransactionId: sale.id, venmo: sale.venmo, merchantAccountId: sale.merchantAccountId)
            sale.refundIds.append(credit.id)
            sale.updatedAt = now
            try db.save(sale)
            try db.save(credit)
            return credit
        }
    }

    private func change(
        _ id: String, _ transition: @escaping @Sendable (inout GatewayTransaction, Date) throws -> Void
    ) async throws -> GatewayTransaction? {
        let now = clock.now()
        return try await store.write { db in
            guard var transaction = try own(id, in: db)?.settled(asOf: now) else { return nil }
            do {
                try transition(&transaction, now)
            } catch let refusal as GatewayTransaction.Refusal {
                throw GatewayFailure.invalid(refusal.code, "base", refusal.message)
            }
            try db.save(transaction)
            return transaction
        }
    }

    private func own(_ id: String, in db: any StoreTransaction) throws -> GatewayTransaction? {
        guard let transaction = try db.document(GatewayTransaction.self, id: id), transaction.merchantId == merchant.merchantId else { return nil }
        return transaction
    }

    /// A sale's or refund's amount: US dollars, two decimals at most, more than zero.
    static func amount(_ text: String?, required: Bool) throws -> Money? {
        guard let text, !text.isEmpty else {
            if required { throw GatewayFailure.invalid("81502", "amount", "Amount is required.") }
            return nil
        }
        let amount: Money
        do throws(Money.ParseError) {
            amount = try Money.parse(text, currency: .usd)
        } catch .tooLarge {
            throw GatewayFailure.invalid("81528", "amount", "Amount is too large.")
        } catch .tooSmall {
            throw GatewayFailure.invalid("81501", "amount", "Amount cannot be negative.")
        } catch {
            throw GatewayFailure.invalid("81503", "amount", "Amount is an invalid format.")
        }
        guard amount.minorUnits >= 0 else { throw GatewayFailure.invalid("81501", "amount", "Amount cannot be negative.") }
        guard amount.isPositive else { throw GatewayFailure.invalid("81531", "amount", "Amount must be greater than zero.") }
        return amount
    }
}
