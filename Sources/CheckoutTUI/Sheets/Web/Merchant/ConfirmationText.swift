import CheckoutFlows
import PayPalAPI

/// What the merchant's confirmation says in sentences, in the shopper's language: why a "Confirm and pay" did not
/// capture, and the seed's dialog each try ends in.
struct ConfirmationText {
    typealias Confirmation = ConfirmPaymentFlow.Confirmation

    let words: ConfirmationStrings
    let library: LibraryStrings

    init(_ language: Language) {
        words = language.confirmationStrings
        library = language.strings
    }

    /// Why the last try did not capture, and what the shopper can do about it.
    private func notice(_ notice: ConfirmPaymentFlow.CaptureNotice, in confirmation: Confirmation) -> [String] {
        switch notice {
        case .itemsUnavailable:
            [words.itemsUnavailable, words.stillHeld(library.money(confirmation.authorized), expiryDay(confirmation))]
        case .refused(let error) where error.code == "MAX_CAPTURE_AMOUNT_EXCEEDED":
            [words.overCaptureLimit(library.money(confirmation.authorized))]
        case .refused(let error):
            [words.captureRefused(error.code) + debugId(error)]
        case .unanswered(let error):
            [words.unanswered(unansweredBecause(error)) + debugId(error)]
        case .itemsNotReserved(let error):
            [words.itemsNotReserved(error.code)]
        }
    }

    private func unansweredBecause(_ error: PayPalAPIError) -> String {
        switch error {
        case .unreachable: words.unreachable
        case .unreadable: words.cutShort
        default: words.failedInside(error.code)
        }
    }

    /// The seed's dialog once a try at the confirmation ends: "Payment Successful", or "Payment Error" with what
    /// happened; nil while nothing ended.
    func dialog(after state: ConfirmPaymentFlow.State, of confirmation: Confirmation) -> AlertBox? {
        switch state {
        case .finished(.captured(let id, let status, let amount)):
            AlertBox(
                title: words.paymentSuccessful, message: [words.capturedSuccessfully, words.capture(id, status, library.money(amount))],
                button: words.ok, titleRole: .sheetSuccess)
        case .finished(.authorizationExpired):
            error([words.authorizationExpired, words.voidedByPayPal(expiryDay(confirmation))])
        case .finished(.captureFailed(let refusal)):
            error([words.captureFailed, words.paypalAnswered(refusal.code) + debugId(refusal)])
        case .confirming(let shown):
            shown.notice.map { error(notice($0, in: shown)) }
        default:
            nil
        }
    }

    /// The day PayPal voids the authorization.
    func expiryDay(_ confirmation: Confirmation) -> String { confirmation.expiresAt.map(library.date) ?? "—" }

    private func error(_ message: [String]) -> AlertBox {
        AlertBox(title: words.paymentError, message: message, button: words.ok, titleRole: .sheetError)
    }

    private func debugId(_ error: PayPalAPIError) -> String { error.debugId.isEmpty ? "" : " " + words.debugId(error.debugId) }
}
