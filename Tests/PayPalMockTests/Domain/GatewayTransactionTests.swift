import Foundation
import PayPalVocabulary
import Testing
@testable import PayPalMock

/// A Braintree gateway transaction's rules: the sandbox amounts, settlement on the clock, what may be refunded.
@Suite struct GatewayTransactionTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func usd(_ text: String) throws -> Money { try Money.parse(text, currency: .usd) }

    static func authorized(_ amount: String) throws -> GatewayTransaction {
        GatewayTransaction(
            id: "t1", merchantId: "m", type: .sale, status: .authorized, amount: try usd(amount), nonce: "fake-paypal-one-time-nonce",
            processorResponseCode: "1000", processorResponseText: "Approved", createdAt: start, updatedAt: start)
    }

    @Test func theSandboxAmountsDecideTheOutcome() throws {
        #expect(SandboxAmounts.outcome(of: try Self.usd("1999.99")) == .approved)
        #expect(SandboxAmounts.outcome(of: try Self.usd("2000.00")) == .processorDeclined(code: "2000"))
        #expect(SandboxAmounts.outcome(of: try Self.usd("2999.99")) == .processorDeclined(code: "2999"))
        #expect(SandboxAmounts.outcome(of: try Self.usd("3000.00")) == .failed)
        #expect(SandboxAmounts.outcome(of: try Self.usd("3001.00")) == .approved)
        #expect(SandboxAmounts.outcome(of: try Self.usd("5001.00")) == .gatewayRejected)
        #expect(SandboxAmounts.outcome(of: try Self.usd("5001.01")) == .processorDeclined(code: "2038"))
    }

    @Test func aSubmittedSaleSettlesADayLater() throws {
        var sale = try Self.authorized("10.00")
        try sale.submitForSettlement(at: Self.start)
        #expect(sale.status == .settling)
        #expect(sale.settled(asOf: Self.start.addingTimeInterval(GatewayTransaction.settlementDelay - 1)).status == .settling)
        #expect(sale.settled(asOf: Self.start.addingTimeInterval(GatewayTransaction.settlementDelay)).status == .settled)
        #expect(throws: GatewayTransaction.Refusal.self) { try sale.void(at: Self.start) }
    }

    @Test func refundsNeedASettledSaleAndMoneyLeft() throws {
        var sale = try Self.authorized("10.00")
        #expect(throws: GatewayTransaction.Refusal.self) { try sale.refundable(nil, refunded: .zero(.usd)) }
        try sale.submitForSettlement(try Self.usd("9.00"), at: Self.start)
        let settled = sale.settled(asOf: Self.start.addingTimeInterval(GatewayTransaction.settlementDelay))
        #expect(try settled.refundable(nil, refunded: try Self.usd("4.00")) == (try Self.usd("5.00")))
        #expect(throws: GatewayTransaction.Refusal.self) { try settled.refundable(try Self.usd("5.01"), refunded: try Self.usd("4.00")) }
        #expect(throws: GatewayTransaction.Refusal.self) { try settled.refundable(nil, refunded: try Self.usd("9.00")) }
    }
}
