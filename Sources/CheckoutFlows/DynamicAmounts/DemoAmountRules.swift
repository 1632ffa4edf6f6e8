import PayPalAPI
import PayPalVocabulary

/// The demo store's adjust-amounts callback. The store ships from San Jose (ZIP 95131): sales tax is the ship-to
/// state's (none on exports), shipping goes by distance. Only amounts that had tax or shipping get them. A QA
/// tester can make it answer one of the MPL's error codes instead.
public struct DemoAmountRules: AmountAdjusting {
    /// The error code the callback answers with, instead of amounts.
    public var failure: AmountError?

    public init(failure: AmountError? = nil) {
        self.failure = failure
    }

    static let stateTaxBasisPoints: [String: Int64] = ["CA": 825, "CO": 290, "NY": 400, "OR": 0, "TX": 625, "WA": 650]
    static let otherStatesTaxBasisPoints: Int64 = 600

    public static func taxBasisPoints(shippingTo address: AddressSummary) -> Int64 {
        guard address.countryCode == "US" else { return 0 }
        return address.state.flatMap { stateTaxBasisPoints[$0] } ?? otherStatesTaxBasisPoints
    }

    /// Local delivery around San Jose (95…), the West Coast (9…), the rest of the US, abroad.
    public static func shipping(to address: AddressSummary) -> Money {
        guard address.countryCode == "US" else { return DemoStore.usd(1_999) }
        if address.postalCode.hasPrefix("95") { return DemoStore.usd(299) }
        return DemoStore.usd(address.postalCode.hasPrefix("9") ? 499 : 799)
    }

    public func adjustAmounts(for address: AddressSummary, amounts: PaymentAmounts) -> Result<PaymentAmounts, AmountError> {
        if let failure { return .failure(failure) }
        return .success(adjusted(amounts, for: address))
    }

    public func adjustAmountsAdvanced(for address: AddressSummary, receiverAmounts: [ReceiverAmounts]) -> Result<[ReceiverAmounts], AmountError> {
        if let failure { return .failure(failure) }
        return .success(receiverAmounts.map { ReceiverAmounts(recipient: $0.recipient, amounts: adjusted($0.amounts, for: address)) })
    }

    private func adjusted(_ amounts: PaymentAmounts, for address: AddressSummary) -> PaymentAmounts {
        var result = amounts
        if amounts.tax.isPositive { result.tax = amounts.payment.share(basisPoints: Self.taxBasisPoints(shippingTo: address)) }
        if amounts.shipping.isPositive { result.shipping = Self.shipping(to: address) }
        return result
    }
}
