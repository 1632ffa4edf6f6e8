import Foundation
import PayPalVocabulary
import Testing
@testable import PayPalAPI

/// Answers read into the models, and answers that cannot be.
@Suite struct WireDecodingTests {
    func answer(_ body: String, status: Int = 200) -> HTTPExchange {
        HTTPExchange(status: status, headers: ["paypal-debug-id": "0a1b2c3d4e5f6"], body: Data(body.utf8))
    }

    func order(_ body: String) throws(PayPalAPIError) -> OrdersClient.Order {
        try answer(body).decoded(by: WireCoding.snakeCaseDecoder, for: "Orders get")
    }

    @Test func aCapturedOrderThatSavedTheWallet() throws {
        let body = """
            {"id": "5O190127TN364715T", "status": "COMPLETED", "intent": "CAPTURE",
             "payment_source": {"paypal": {"email_address": "alex@personal.example.com", "account_id": "BUYERALEX2345", "account_status": "VERIFIED",
               "name": {"given_name": "Alex", "surname": "Rivera"}, "address": {"country_code": "US"},
               "attributes": {"vault": {"id": "8kk8451t", "status": "VAULTED", "customer": {"id": "customer_1"},
                 "links": [{"href": "http://127.0.0.1:8080/v3/vault/payment-tokens/8kk8451t", "rel": "self", "method": "GET"}]}}}},
             "purchase_units": [{"reference_id": "default", "amount": {"currency_code": "JPY", "value": "1500"},
               "shipping": {"name": {"full_name": "佐藤 健二"}, "address": {"address_line_1": "千代田区丸の内1-1", "admin_area_2": "東京都",
                 "postal_code": "100-0005", "country_code": "JP"}},
               "payments": {"captures": [{"id": "3C679366HH908993F", "status": "PARTIALLY_REFUNDED",
                 "amount": {"currency_code": "JPY", "value": "1500"},
                 "final_capture": true, "seller_protection": {"status": "ELIGIBLE", "dispute_categories": ["ITEM_NOT_RECEIVED"]},
                 "seller_receivable_breakdown": {"gross_amount": {"currency_code": "JPY", "value": "1500"},
                   "paypal_fee": {"currency_code": "JPY", "value": "80"}, "net_amount": {"currency_code": "JPY", "value": "1420"}},
                 "supplementary_data": {"related_ids": {"order_id": "5O190127TN364715T"}}, "create_time": "2026-11-22T10:00:00Z"}],
                 "refunds": [{"id": "1JU08902781691411", "status": "COMPLETED", "amount": {"currency_code": "JPY", "value": "500"}}]}}],
             "links": [{"href": "http://127.0.0.1:8080/v2/checkout/orders/5O190127TN364715T", "rel": "self", "method": "GET"}]}
            """
        let order = try order(body)
        #expect(order.status == .completed)
        #expect(order.paymentSource?.paypal?.name?.givenName == "Alex")
        #expect(order.paymentSource?.paypal?.attributes?.vault?.id == "8kk8451t")
        let unit = try #require(order.purchaseUnits?.first)
        #expect(unit.amount?.money == Money(minorUnits: 1_500, currency: Currency(code: "JPY")!))
        #expect(unit.shipping?.address?.addressLine1 == "千代田区丸の内1-1")
        #expect(unit.shipping?.name?.fullName == "佐藤 健二")
        let capture = try #require(order.captures.first)
        #expect(capture.status == .partiallyRefunded)
        #expect(capture.sellerReceivableBreakdown?.netAmount?.value == "1420")
        #expect(capture.sellerProtection?.disputeCategories == ["ITEM_NOT_RECEIVED"])
        #expect(unit.payments?.refunds?.first?.amount?.value == "500")
        #expect(order.approveLink == nil)
    }

    @Test func aMissingFieldIsAnErrorNamingTheCallAndThePath() throws {
        let body = #"{"id": "5O190127TN364715T", "purchase_units": [{"payments": {"captures": [{"id": "C"}]}}], "status": "COMPLETED"}"#
        let error = try #require(throws: PayPalAPIError.self) { try order(body) }
        guard case .unreadable(let call, let reason, let debugId, let status) = error else { Issue.record("not unreadable: \(error)"); return }
        #expect(call == "Orders get")
        #expect(reason.contains("purchaseUnits[0].payments.captures[0].status is missing"))
        #expect(debugId == "0a1b2c3d4e5f6")
        #expect(status == 200)
    }

    @Test func aStatusPayPalDoesNotHaveIsAnError() throws {
        let error = try #require(throws: PayPalAPIError.self) { try order(#"{"id": "X", "status": "EXPIRED"}"#) }
        #expect(error.message.contains("status"))
        #expect(error.message.contains("EXPIRED"))
    }

    @Test func aBodyThatIsNotJSONIsAnError() throws {
        let error = try #require(throws: PayPalAPIError.self) { try order("<html>") }
        #expect(error.message.contains("the body is not JSON"))
    }

    @Test func aSavedWalletsTermsSitBesideItsOwner() throws {
        let body = """
            {"email_address": "alex@personal.example.com", "payer_id": "BUYERALEX2345", "usage_type": "MERCHANT", "customer_type": "CONSUMER",
             "permit_multiple_payment_tokens": false}
            """
        let wallet: VaultClient.Wallet = try answer(body).decoded(by: WireCoding.snakeCaseDecoder, for: "a wallet")
        #expect(wallet.emailAddress == "alex@personal.example.com")
        #expect(wallet.terms == VaultClient.WalletTerms(usageType: "MERCHANT", customerType: "CONSUMER", permitMultiplePaymentTokens: false))
    }

    @Test func adaptiveAnswersKeepTheirKeysAndTextValues() throws {
        let body = """
            {"responseEnvelope": {"timestamp": "2026-11-22T10:00:00.000Z", "ack": "Success", "correlationId": "0a1b2c3d4e5f6", "build": "10175386"},
             "approved": "true", "status": "ACTIVE", "currencyCode": "USD", "startingDate": "2026-11-22T00:00:00.000Z",
             "endingDate": "2027-11-22T00:00:00.000Z", "curPayments": "1", "curPaymentsAmount": "12.50", "pinType": "REQUIRED"}
            """
        let details: Adaptive.PreapprovalDetailsResponse = try answer(body).decoded(by: WireCoding.plainDecoder, for: "Adaptive PreapprovalDetails")
        #expect(details.isApproved)
        #expect(details.curPaymentsAmount == "12.50")
        #expect(details.responseEnvelope.correlationId == "0a1b2c3d4e5f6")
    }

    @Test(arguments: [("USD", "10.00", 1_000), ("JPY", "1500", 1_500), ("USD", "007.5", 750)])
    func moneyValuesAreAmounts(currency: String, value: String, minorUnits: Int64) {
        #expect(MoneyValue(currencyCode: currency, value: value).money?.minorUnits == minorUnits)
    }

    @Test(arguments: [("USD", "10.001"), ("XYZ", "10.00"), ("USD", "ten")])
    func moneyValuesThatAreNoAmounts(currency: String, value: String) {
        #expect(MoneyValue(currencyCode: currency, value: value).money == nil)
    }
}
