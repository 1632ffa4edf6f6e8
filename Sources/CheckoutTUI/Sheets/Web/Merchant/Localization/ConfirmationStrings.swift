/// The words of the merchant's confirmation screen (the seed's steps 5 and 6) and of the dialogs its capture ends
/// in, in one language; amounts and days are written by `LibraryStrings`.
struct ConfirmationStrings: Sendable {
    var title: String
    var authorizing: String
    var authorized: @Sendable (_ orderId: String, _ amount: String) -> String
    var until: @Sendable (_ day: String) -> String
    var expired: @Sendable (_ day: String) -> String
    var shipsTo: @Sendable (_ place: String) -> String
    /// Beside "Ships to": an address abroad, and what it adds to the shipping.
    var shippingAbroad: @Sendable (_ charge: String) -> String
    var expressShipping: String
    var discount: @Sendable (_ rate: String) -> String
    var stock: String
    var off: String
    var inStock: String
    var ranOut: String
    var reservedUntil: @Sendable (_ moment: String) -> String
    var reservationEnded: @Sendable (_ moment: String) -> String
    var subtotal: String
    var shipping: String
    var tax: @Sendable (_ rate: String) -> String
    var total: String
    var confirmAndPay: String
    var lookUpThenPay: String
    var reserving: String
    var checkingCapture: String
    var capturing: String
    var keys: String

    // MARK: The seed's dialogs

    var paymentSuccessful: String
    var capturedSuccessfully: String
    var capture: @Sendable (_ id: String, _ status: String, _ amount: String) -> String
    var paymentError: String
    var ok: String
    var dialogKeys: String
    var itemsUnavailable: String
    var stillHeld: @Sendable (_ amount: String, _ day: String) -> String
    var authorizationExpired: String
    var voidedByPayPal: @Sendable (_ day: String) -> String
    var captureFailed: String
    var paypalAnswered: @Sendable (_ issue: String) -> String
    var debugId: @Sendable (_ id: String) -> String
    var overCaptureLimit: @Sendable (_ authorized: String) -> String
    var captureRefused: @Sendable (_ issue: String) -> String
    var unreachable: String
    var cutShort: String
    var failedInside: @Sendable (_ issue: String) -> String
    /// Why a capture went unanswered, and what Enter and Esc do about it.
    var unanswered: @Sendable (_ why: String) -> String
    var itemsNotReserved: @Sendable (_ issue: String) -> String
}

extension Language {
    var confirmationStrings: ConfirmationStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}
