import PayPalVocabulary
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct InvoiceDataTests {
    func money(_ text: String) -> Money { try! Money.parse(text, currency: .usd) }

    func invoice(_ items: [(String, String?, Int?)], tax: String = "1.00", shipping: String = "2.00") -> InvoiceData {
        InvoiceData(
            items: items.map { price, unit, count in
                InvoiceData.Item(name: "item", price: money(price), itemPrice: unit.map(money), itemCount: count)
            },
            totalTax: money(tax), totalShipping: money(shipping))
    }

    @Test func acceptsItemsThatAddUpToTheSubtotal() {
        let bill = invoice([("6.00", "2.00", 3), ("4.00", nil, nil)])
        #expect(bill.problem(forAmount: money("13.00")) == nil)
    }

    @Test func refusesALineThatIsNotUnitPriceTimesCount() {
        let bill = invoice([("7.00", "2.00", 3), ("3.00", nil, nil)])
        #expect(bill.problem(forAmount: money("13.00"))?.contains("2.00 × 3 = 6.00") == true)
    }

    @Test func refusesItemsThatMissTheSubtotal() {
        let bill = invoice([("6.00", "2.00", 3)])
        #expect(bill.problem(forAmount: money("13.00"))?.contains("subtotal") == true)
    }

    @Test func refusesTaxAndShippingAboveTheAmount() {
        let bill = invoice([], tax: "5.00", shipping: "6.00")
        #expect(bill.problem(forAmount: money("10.00"))?.contains("more than the amount") == true)
    }

    @Test func refusesNegativeTax() {
        #expect(invoice([], tax: "-1.00").problem(forAmount: money("10.00")) != nil)
    }
}
