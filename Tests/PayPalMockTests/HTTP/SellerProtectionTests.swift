import Foundation
import Testing
@testable import PayPalMock

/// `seller_protection` on the captures and authorizations of PayPal-wallet payments, which PayPal sends and
/// typed SDKs require.
@Suite struct SellerProtectionTests {
    static let bothCategories = ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"]

    func protection(_ resource: JSON, at path: String = "") -> (status: String?, categories: [String]?) {
        let prefix = path.isEmpty ? "seller_protection" : "\(path).seller_protection"
        return (resource[prefix + ".status"], resource.value(at: prefix + ".dispute_categories") as? [String])
    }

    @Test func walletPaymentsShippedToTheBuyerAreEligible() async throws {
        try await TestBackend.with { backend in
            let id = try await backend.approvedOrder()
            let (_, order) = try await backend.rest("POST", "/v2/checkout/orders/\(id)/capture")
            let inOrder = protection(order, at: "purchase_units[0].payments.captures[0]")
            #expect(inOrder.status == "ELIGIBLE")
            #expect(inOrder.categories == Self.bothCategories)
            let captureId: String = try #require(order["purchase_units[0].payments.captures[0].id"])
            let (_, capture) = try await backend.rest("GET", "/v2/payments/captures/\(captureId)")
            #expect(protection(capture).status == "ELIGIBLE")

            let held = try await backend.authorization()
            let (_, authorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(held)")
            #expect(protection(authorization).status == "ELIGIBLE")
            #expect(protection(authorization).categories == Self.bothCategories)
            let (_, fromHold) = try await backend.rest("POST", "/v2/payments/authorizations/\(held)/capture", json: ["amount": Orders.money("4.00")])
            #expect(protection(fromHold).status == "ELIGIBLE")
            let orderId: String = try #require(authorization["supplementary_data.related_ids.order_id"])
            let (_, authorized) = try await backend.rest("GET", "/v2/checkout/orders/\(orderId)")
            #expect(protection(authorized, at: "purchase_units[0].payments.authorizations[0]").status == "ELIGIBLE")
            #expect(protection(authorized, at: "purchase_units[0].payments.captures[0]").categories == Self.bothCategories)
        }
    }

    @Test func aSavedWalletIsCoveredAsFarAsTheOrderShips() async throws {
        try await TestBackend.with { backend in
            let vaultId = try await backend.savedWallet()
            let (_, nowhere) = try await backend.rest(
                "POST", "/v2/checkout/orders", json: Vaults.orderWithSavedWallet(vaultId), headers: ["PayPal-Request-Id": "digital"])
            let unshipped = protection(nowhere, at: "purchase_units[0].payments.captures[0]")
            #expect(unshipped.status == "NOT_ELIGIBLE")
            #expect(unshipped.categories == nil)

            var elsewhere = Vaults.orderWithSavedWallet(vaultId, intent: "AUTHORIZE")
            elsewhere["purchase_units"] = [["amount": Orders.money("10.00"), "shipping": [
                "name": ["full_name": "A Friend"],
                "address": ["address_line_1": "1 Gift Way", "admin_area_2": "Reno", "admin_area_1": "NV", "postal_code": "89501", "country_code": "US"],
            ]]]
            let (_, gift) = try await backend.rest("POST", "/v2/checkout/orders", json: elsewhere, headers: ["PayPal-Request-Id": "gift"])
            let merchantsAddress = protection(gift, at: "purchase_units[0].payments.authorizations[0]")
            #expect(merchantsAddress.status == "PARTIALLY_ELIGIBLE")
            #expect(merchantsAddress.categories == ["ITEM_NOT_RECEIVED"])
        }
    }
}
