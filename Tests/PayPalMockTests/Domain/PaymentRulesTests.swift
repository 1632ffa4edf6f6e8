import Foundation
import PayPalVocabulary
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct PaymentRulesTests {
    func authorization(_ value: String, _ currency: Currency = .usd) throws -> PaymentAuthorization {
        let unit = PurchaseUnit(referenceId: "default", amount: try Money.parse(value, currency: currency), items: [])
        return PaymentAuthorization(
            id: "A", orderId: "O", unit: unit, payerId: "P", fundingSourceId: "F",
            sellerProtection: SellerProtection(shippingTo: nil, payerAddresses: []), at: Date(timeIntervalSince1970: 0))
    }

    @Test func theCaptureLimitIs115PercentCappedAt75DollarsOver() throws {
        #expect(try authorization("100.00").captureLimit.text == "115.00")
        #expect(try authorization("500.00").captureLimit.text == "575.00")
        #expect(try authorization("501.00").captureLimit.text == "576.00")
        #expect(try authorization("10000", Currency(code: "JPY")!).captureLimit.text == "11500")
    }

    @Test func aReauthorizationsHonorPeriodEndsWithTheOriginalHold() throws {
        let original = try authorization("100.00")
        let day27 = Date(timeIntervalSince1970: 27 * 86_400)
        let renewed = try original.reauthorization(nil, id: "B", at: day27)
        #expect(renewed.honorPeriodEndsAt == original.expiresAt)
        #expect(renewed.parentId == "A")
        #expect(renewed.amount == original.amount)
    }

    @Test func itemsMustAddUpToTheirTotals() throws {
        let usd = { (text: String) in try Money.parse(text, currency: .usd) }
        var unit = PurchaseUnit(
            referenceId: "default", amount: try usd("22.00"),
            breakdown: PurchaseUnit.Breakdown(itemTotal: try usd("20.00"), taxTotal: try usd("2.00")),
            items: [PurchaseUnit.Item(name: "Mug", unitAmount: try usd("10.00"), tax: try usd("1.00"), quantity: 2)])
        #expect(unit.problem(at: "/purchase_units/0") == nil)
        unit.items[0].tax = try usd("1.50")
        #expect(unit.problem(at: "/purchase_units/0")?.issue == "TAX_TOTAL_MISMATCH")
        unit.items[0].quantity = Int64.max
        #expect(unit.problem(at: "/purchase_units/0")?.issue == "ITEM_TOTAL_MISMATCH")
    }
}
