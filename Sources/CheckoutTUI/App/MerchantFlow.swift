import CheckoutFlows

/// The flows the merchant app offers, named for what they do; the MPL experiences come under the first.
public enum MerchantFlow: CaseIterable, Sendable {
    case mpl
    case confirmPayment
    case payNow

    var title: String {
        switch self {
        case .mpl: "Mobile Payments Library"
        case .confirmPayment: "Confirm payment (authorise, confirm, capture)"
        case .payNow: "Pay now (capture at once)"
        }
    }

    /// The button's configuration a tester starts from; nil for the MPL, which has its experiences instead.
    var defaultConfiguration: ButtonConfiguration? {
        switch self {
        case .mpl: nil
        case .confirmPayment: .confirmPayment(amount: "25.00")
        case .payNow: .payNow(amount: "25.00")
        }
    }
}
