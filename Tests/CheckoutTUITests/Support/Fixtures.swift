import Foundation
import CheckoutFlows
import PayPalAPI
@testable import CheckoutTUI

/// Buyers, payments and terms as the backend would answer them, for states built without one.
enum Fixture {
    static func usd(_ value: String) -> MoneyValue { MoneyValue(currencyCode: "USD", value: value) }

    static let home = AddressSummary(
        id: "AD-ALEX-HOME", name: "Alex Rivera", line1: "2211 N First St", city: "San Jose", state: "CA", postalCode: "95131", countryCode: "US")
    static let work = AddressSummary(
        id: "AD-ALEX-WORK", name: "Alex Rivera", line1: "500 Howard St", line2: "Floor 4", city: "San Francisco", state: "CA",
        postalCode: "94105", countryCode: "US")

    /// Alex: balance, card, two addresses, a PIN. `phone: false` makes a buyer without phone or PIN, as Lee is.
    static func session(phone: Bool = true, hasPin: Bool = true) -> BuyerSession {
        BuyerSession(sessionToken: "BS-test", expiresAt: "2026-11-22T20:00:00Z", buyer: BuyerProfile(
            payerId: "BUYERALEX2345", email: "alex@personal.example.com", name: .init(givenName: "Alex", surname: "Rivera"),
            phone: phone ? "+14085550101" : nil, hasPin: hasPin, balances: [usd("500.00")],
            fundingSources: [.init(id: "FS-B", type: "BALANCE", label: "PayPal balance"), .init(id: "FS-V", type: "CARD", label: "Visa x4242")],
            addresses: [home, work]))
    }

    static func option(
        _ id: String, _ type: String, _ label: String, fee: String = "0.00", total: String, receiversFee: String = "0.00"
    ) -> PaymentReview.FundingOption {
        .init(fundingSourceId: id, type: type, label: label, fee: usd(fee), total: usd(total), receiversFee: usd(receiversFee))
    }

    /// The pay key of an order as the backend reviews it: its receivers, and each funding source's fee and total.
    static func review(of order: CheckoutOrder, payKey: String = "AP-TEST", status: String = "CREATED", feesPayer: FeesPayer? = nil) -> PaymentReview {
        let total = order.total.text
        let shape = order.receivers.contains(where: \.isPrimary) ? "chained" : order.receivers.count == 1 ? "simple" : "parallel"
        let personal = order.purpose == .personal
        let payer = feesPayer ?? order.feesPayer
        let cardFee = personal && payer == .sender ? "0.54" : "0.00"
        let cardTotal = personal && payer == .sender ? "8.69" : total
        // What the backend answers for a commercial payment: the merchant's own fee, which the buyer is not shown.
        let merchantFee = "1.73"
        return PaymentReview(
            payKey: payKey, status: status, shape: shape, amount: usd(total),
            receivers: order.receivers.map {
                .init(email: $0.email, amount: MoneyValue($0.amount), primary: $0.isPrimary, paymentType: order.purpose.rawValue)
            },
            fundingOptions: [
                option("FS-B", "BALANCE", "PayPal balance", total: total, receiversFee: personal ? "0.00" : merchantFee),
                option("FS-V", "CARD", "Visa x4242", fee: cardFee, total: cardTotal, receiversFee: personal ? (payer != .sender ? "0.54" : "0.00") : merchantFee),
            ],
            senderTotal: nil, feesPayer: payer.rawValue, feesPayerChoice: personal)
    }

    static let terms = PreapprovalTerms(
        preapprovalKey: "PA-TEST", status: "ACTIVE", approved: false, currencyCode: "USD", startingDate: "2026-11-22T00:00:00Z",
        endingDate: "2027-11-22T00:00:00Z", maxAmountPerPayment: usd("20.00"), maxNumberOfPayments: 10,
        maxTotalAmountOfAllPayments: usd("100.00"), paymentPeriod: "NO_PERIOD_SPECIFIED", pinRequired: true, memo: "Coffee club: a bag a week")

    static func refusal(_ code: String, field: String? = nil, value: String? = nil) -> PayPalAPIError {
        .refused(.init(issue: code, message: "PayPal's own words for \(code)", debugId: "6db128a52e68c", httpStatus: 422, field: field, value: value))
    }

    /// The front with the library initialized, at a size.
    static func ready(_ language: Language = .enUS, size: TerminalSize = TerminalSize(width: 100, height: 30)) -> AppState {
        var state = AppState(backendDescription: "embedded backend", language: language)
        state.libraryStatus = .ready
        state.buyers = [decoded(#"{"email": "alex@personal.example.com", "password": "pass1234", "rehearses": "a buyer with a balance, a card and a PIN"}"#)]
        state.terminalSize = size
        return state
    }

    /// An answer read the way the client reads answers.
    static func decoded<T: Decodable>(_ json: String) -> T {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try! decoder.decode(T.self, from: Data(json.utf8))
    }

    /// The journal's entry for a capture the tester's decline refused.
    static let journalEntry = try! JSONDecoder().decode(AdminClient.JournalEntry.self, from: Data(#"""
        {"time": "2026-11-23T18:08:00.120Z", "debug_id": "6db128a52e68c", "method": "POST",
         "path": "/v2/payments/authorizations/0VF52814937998046/capture", "status": 422, "duration_ms": 5,
         "fault": "F-1: error 422 INSTRUMENT_DECLINED",
         "request": {"headers": {"authorization": "****", "content-type": "application/json", "paypal-request-id": "0VF52814937998046-capture"},
                     "body": {"final_capture": true}},
         "response": {"headers": {"content-type": "application/json", "paypal-debug-id": "6db128a52e68c"},
                      "body": {"name": "UNPROCESSABLE_ENTITY", "details": [{"issue": "INSTRUMENT_DECLINED"}], "debug_id": "6db128a52e68c"}}}
        """#.utf8))

    static let authorizationJSON = #"{"id": "0VF52814937998046", "status": "CREATED", "amount": {"currency_code": "USD", "value": "25.00"}, "create_time": "2026-11-23T10:00:00Z", "expiration_time": "2026-12-22T10:00:00Z"}"#
    /// PayPal's time a minute after the authorization, and thirty days after it.
    static let aMinuteAfterAuthorization = Date(timeIntervalSince1970: 1_795_428_060)
    static let clockThirtyDaysOn: AdminClient.ClockState = decoded(#"{"now": "2026-12-23T10:01:00Z", "frozen": false, "offset_seconds": 2592000}"#)

    /// An Orders v2 order of $25.00 shipping to Toronto, as the backend answers with it.
    /// Alex's wallet saved for the shopper.
    static let alexWallet = SavedWallet(vaultId: "8kk8451t", customerId: "customer_4029352050", email: "alex@personal.example.com")

    /// `attributes.vault` of a paid order: Alex's wallet saved with the answer, or to be saved after it.
    static let vaulted = #"{"id": "8kk8451t", "status": "VAULTED", "customer": {"id": "customer_4029352050"}}"#
    static let approvedVault = #"{"status": "APPROVED", "links": [{"href": "https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T", "rel": "up", "method": "GET"}]}"#

    /// An order of $25.00 Pay now captured, whose `payment_source.paypal.attributes.vault` is `vault`.
    static func capturedSaving(_ vault: String) -> OrdersClient.Order {
        decoded("""
            {"id": "5O190127TN364715T", "status": "COMPLETED", "intent": "CAPTURE", "payer": {"payer_id": "BUYERALEX2345"},
             "payment_source": {"paypal": {"email_address": "alex@personal.example.com", "account_id": "BUYERALEX2345", "attributes": {"vault": \(vault)}}},
             "purchase_units": [{"payments": {"captures": [{"id": "3C679366HH908993F", "status": "COMPLETED", "amount": {"currency_code": "USD", "value": "25.00"}}]}}]}
            """)
    }

    static func order(_ status: String, authorized: Bool = false) -> OrdersClient.Order {
        return decoded("""
            {"id": "5O190127TN364715T", "status": "\(status)", "intent": "AUTHORIZE", "payer": {"payer_id": "BUYERALEX2345"},
             "purchase_units": [{"amount": {"currency_code": "USD", "value": "25.00"},
               "shipping": {"address": {"address_line_1": "1 Front St W", "admin_area_2": "Toronto", "admin_area_1": "ON", "country_code": "CA"}},
               "payments": {"authorizations": [\(authorized ? authorizationJSON : "")]}}]}
            """)
    }
}
