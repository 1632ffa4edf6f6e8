import Foundation
import PayPalVocabulary
import Testing
@testable import PayPalAPI

/// Requests as they go on the wire.
@Suite struct WireEncodingTests {
    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    func json(_ value: some Encodable, by encoder: JSONEncoder = WireCoding.snakeCaseEncoder) throws -> AnyJSON {
        try WireCoding.plainDecoder.decode(AnyJSON.self, from: encoder.encode(value))
    }

    @Test func addressLinesAndAreasAreNumberedAsPayPalWritesThem() throws {
        let address = PortableAddress(
            addressLine1: "500 Howard St", addressLine2: "Floor 4", adminArea2: "San Francisco", adminArea1: "CA", postalCode: "94105",
            countryCode: "US")
        let encoded = try json(address)
        #expect(encoded == .object([
            "address_line_1": .string("500 Howard St"), "address_line_2": .string("Floor 4"), "admin_area_2": .string("San Francisco"),
            "admin_area_1": .string("CA"), "postal_code": .string("94105"), "country_code": .string("US"),
        ]))
        #expect(try WireCoding.snakeCaseDecoder.decode(PortableAddress.self, from: WireCoding.snakeCaseEncoder.encode(address)) == address)
    }

    @Test func anOrderThatSavesTheWallet() throws {
        let request = OrdersClient.OrderRequest(
            intent: .authorize, purchaseUnits: [.init(amount: .init(Self.usd(3_000)), invoiceId: "INV-1")],
            paymentSource: .savingWallet(for: Customer(id: "customer_1"), terms: .init(usagePattern: "IMMEDIATE")))
        let encoded = try json(request)
        #expect(encoded["intent"] == .string("AUTHORIZE"))
        #expect(encoded["purchase_units"] == .array([.object([
            "amount": .object(["currency_code": .string("USD"), "value": .string("30.00")]), "invoice_id": .string("INV-1"),
        ])]))
        let attributes = encoded["payment_source"]?["paypal"]?["attributes"]
        #expect(attributes?["customer"] == .object(["id": .string("customer_1")]))
        #expect(attributes?["vault"] == .object([
            "store_in_vault": .string("ON_SUCCESS"), "usage_type": .string("MERCHANT"), "usage_pattern": .string("IMMEDIATE"),
        ]))
    }

    @Test func aSetupTokenRequestPutsTheTermsBesideTheExperienceContext() throws {
        let request = VaultClient.SetupTokenRequest(
            terms: .init(permitMultiplePaymentTokens: true), experienceContext: .init(returnUrl: "https://m.example/ok"))
        #expect(try json(request) == .object(["payment_source": .object(["paypal": .object([
            "usage_type": .string("MERCHANT"), "permit_multiple_payment_tokens": .bool(true),
            "experience_context": .object(["return_url": .string("https://m.example/ok")]),
        ])])]))
    }

    @Test func patchOperationsCarryTheirValuesAsJSON() throws {
        let operations = try [
            PatchOperation.replace("/purchase_units/@reference_id=='default'/amount", value: OrdersClient.Amount(Self.usd(3_000))),
            .remove("/purchase_units/@reference_id=='default'/invoice_id"),
        ]
        #expect(try json(operations, by: WireCoding.plainEncoder) == .array([
            .object([
                "op": .string("replace"), "path": .string("/purchase_units/@reference_id=='default'/amount"),
                "value": .object(["currency_code": .string("USD"), "value": .string("30.00")]),
            ]),
            .object(["op": .string("remove"), "path": .string("/purchase_units/@reference_id=='default'/invoice_id")]),
        ]))
    }

    @Test func aPreapprovedPaySendsItsPINAndNothingElseShowsIt() throws {
        var pay = Adaptive.PayRequest(currency: .usd, receivers: [.init(email: "merchant@business.example.com", amount: Self.usd(1_250), primary: false)])
        pay.preapprovalKey = "PA-1"
        pay.pin = "4321"
        let encoded = try json(pay, by: WireCoding.plainEncoder)
        #expect(encoded["pin"] == .string("4321"))
        #expect(encoded["actionType"] == .string("PAY"))
        #expect(encoded["requestEnvelope"] == .object(["errorLanguage": .string("en_US")]))
        #expect(encoded["receiverList"]?["receiver"] == .array([.object([
            "email": .string("merchant@business.example.com"), "amount": .string("12.50"), "primary": .bool(false),
        ])]))
        #expect(!"\(pay)".contains("4321"))
    }

    @Test func aPaymentIsLookedUpByTheKeyItNames() throws {
        #expect(try json(Adaptive.PaymentDetailsRequest(.trackingId("order-7")), by: WireCoding.plainEncoder) == .object([
            "requestEnvelope": .object(["errorLanguage": .string("en_US")]), "trackingId": .string("order-7"),
        ]))
        let refund = Adaptive.RefundRequest(
            .payKey("AP-1"), currency: .usd, receivers: [.init(email: "partner@business.example.com", amount: Self.usd(500))])
        #expect(try json(refund, by: WireCoding.plainEncoder) == .object([
            "requestEnvelope": .object(["errorLanguage": .string("en_US")]), "payKey": .string("AP-1"), "currencyCode": .string("USD"),
            "receiverList": .object(["receiver": .array([.object(["email": .string("partner@business.example.com"), "amount": .string("5.00")])])]),
        ]))
    }

    @Test func invoiceLinesAreTotalledFromTheirPriceAndCount() throws {
        let item = Adaptive.InvoiceData.Item(name: "Mug", itemPrice: Self.usd(1_000), itemCount: 3)
        #expect(item.price == "30.00")
    }

    @Test func anyJSONRoundTrips() throws {
        let text = #"{"a": [1, 2.5, "three", true, null, {"b_c": {}}]}"#
        let value = try WireCoding.plainDecoder.decode(AnyJSON.self, from: Data(text.utf8))
        #expect(value["a"] == .array([.number(1), .number(2.5), .string("three"), .bool(true), .null, .object(["b_c": .object([:])])]))
        #expect(try WireCoding.plainDecoder.decode(AnyJSON.self, from: WireCoding.plainEncoder.encode(value)) == value)
    }
}
