import Testing
@testable import PayPalMock

@Suite struct LinkQueryTests {
    @Test func queryValuesArePercentEncoded() {
        let href = LinkView.href("http://127.0.0.1:8080/v3/vault/payment-tokens", query: [("customer_id", "a b&c=d/é"), ("page", "2")])
        #expect(href == "http://127.0.0.1:8080/v3/vault/payment-tokens?customer_id=a%20b%26c%3Dd%2F%C3%A9&page=2")
    }
}
