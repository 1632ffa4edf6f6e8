/// What the Mobile Payments Library tells the merchant's app, in the order the MPL guide gives:
/// one outcome while the library still owns the screen, then `paymentLibraryExit`.
public enum MerchantCallback: Sendable, Equatable {
    /// The payment or preapproval completed: its pay key (or confirmed preapproval key) and status.
    case paymentSuccess(key: String, status: String)
    case paymentCanceled
    case paymentFailed(correlationId: String, code: String, message: String)
    /// The library has closed; the merchant's app shows the result now.
    case paymentLibraryExit

    /// The callback as the guide names it, for the event pane.
    public var name: String {
        switch self {
        case .paymentSuccess: "paymentSuccess"
        case .paymentCanceled: "paymentCanceled"
        case .paymentFailed: "paymentFailed"
        case .paymentLibraryExit: "paymentLibraryExit"
        }
    }
}
