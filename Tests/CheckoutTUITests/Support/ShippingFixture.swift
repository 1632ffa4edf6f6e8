import CheckoutFlows
import PayPalAPI

/// PayPal's review with the shipping module, as the backend answers it: Alex's two addresses, and the demo store's
/// options and total, or its refusal.
enum ShippingFixture {
    static let addresses = #"""
        [{"id": "AD-ALEX-HOME", "name": "Alex Rivera", "line1": "2211 N First St", "city": "San Jose", "state": "CA", "postal_code": "95131", "country_code": "US"},
         {"id": "AD-ALEX-WORK", "name": "Alex Rivera", "line1": "500 Howard St", "line2": "Floor 4", "city": "San Francisco", "state": "CA", "postal_code": "94105", "country_code": "US"}]
        """#

    /// The review after the server answered: USPS Priority chosen and a total of $66.00, or the country refused.
    static func review(refused: Bool) -> HermesApproval {
        let answer = refused
            ? #""options": [], "issue": "COUNTRY_ERROR""#
            : #""options": [{"id": "1", "label": "Free Shipping", "type": "SHIPPING", "amount": "0.00", "selected": false}, "#
                + #"{"id": "2", "label": "USPS Priority", "type": "SHIPPING", "amount": "7.00", "selected": true}], "total": "66.00""#
        return Fixture.decoded(
            #"{"token": "EC-8AB12345CD6789012", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                + #""offer_pay_later": false, "request_billing_agreement": false, "app_switch": true, "approved": false, "#
                + #""shipping": {"address_id": "AD-ALEX-HOME", "addresses": \#(addresses), \#(answer)}}"#)
    }

    /// What the demo store's server heard and answered as the review opened.
    static let heard = [
        MerchantShippingServer.Exchange(
            heard: "← shipping callback: San Jose, CA 95131, US · no option yet",
            answered: "→ 200: Free Shipping 0.00 ✓, USPS Priority 7.00 · total 59.00 USD"),
    ]
}
