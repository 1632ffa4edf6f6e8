import CheckoutFlows
import Testing
@testable import CheckoutTUI

/// The endpoints of the merchant's server PayPal calls are declared by the flows that have it call them; the
/// merchant's listener answers what the catalog declares.
@Suite struct MerchantEndpointsTests {
    @Test func eachFlowDeclaresTheEndpointsPayPalCallsInIt() {
        let declared = Dictionary(uniqueKeysWithValues: FlowCatalog.entries.map { ($0.name, $0.merchantEndpoints) })
        #expect(declared == [
            "mpl": [.ipn], "confirm-payment": [.webhooks], "pay-now": [.webhooks], "save-paypal": [.webhooks],
            "app-switch": [.shippingCallback], "venmo": [], "connect": [], "pay-later": [],
        ])
    }

    @Test func theListenerAnswersEveryEndpointOnce() {
        #expect(FlowCatalog.merchantEndpoints == [.ipn, .webhooks, .shippingCallback])
        #expect(Set(FlowCatalog.merchantEndpoints.map(\.path)).count == MerchantEndpoint.allCases.count)
    }
}
