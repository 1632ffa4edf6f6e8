import CheckoutFlows
import Foundation
import PayPalVocabulary

/// The merchant's confirmation screen of a confirm payment checkout (the seed's step 5), in the app's frame: the
/// authorisation, the final shipping and discount, the stock, the total, and "Confirm and pay" pinned at the bottom.
enum ConfirmationView {
    static func draw(_ flow: ConfirmPaymentFlow, inStock: Bool, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        canvas.fill(body, style: Style(.background))
        var layout = SheetLayout<MerchantControl>(width: body.width, focused: .payButton, textStyle: Style(.text))
        layout.text("Confirm your order", style: Style(.title, bold: true))
        guard let confirmation = flow.confirmation else {
            layout.text(Spinner.line("Back from PayPal: the merchant's server is authorising the order…", turn: spinner), style: Style(.muted))
            return layout.draw(in: body, scroll: 0, on: &canvas)
        }
        let money = MerchantView.dollars
        layout.text(
            "Order \(confirmation.approval.orderID) · authorised \(money(confirmation.authorized))"
                + (confirmation.expiresAt.map { " until \($0.prefix(10))" } ?? ""), style: Style(.muted))
        if let address = confirmation.shipTo {
            layout.text("Ships to " + [address.adminArea2, address.adminArea1, address.countryCode].compactMap { $0 }.joined(separator: ", "))
        }
        layout.gap()
        if confirmation.internationalCharge.isPositive { layout.pair("Shipping abroad", "+\(money(confirmation.internationalCharge))") }
        layout.pair("x Express shipping", confirmation.expressShipping ? "+\(money(confirmation.expressCharge))" : "off")
        layout.pair("d Discount 10 %", confirmation.discount ? "−\(money(confirmation.discountAmount))" : "off")
        let reserved = confirmation.reservedUntil.map { "reserved until \(reservationTime($0))" }
        layout.pair("o Stock", inStock ? "in stock" : ["ran out", reserved].compactMap { $0 }.joined(separator: ", "), style: Style(inStock ? .text : .error))
        layout.pair("Total", money(confirmation.total), style: Style(.text, bold: true))
        switch confirmation.notice {
        case .refused(let error)?: layout.footerText(OrdersOutcomeText.captureRefusal(error, authorized: money(confirmation.authorized)), style: Style(.error))
        case .unanswered(let error)?: layout.footerText(OrdersOutcomeText.unansweredCapture(error), style: Style(.error))
        case nil: break
        }
        if case .confirming = flow.state {
            layout.buttons([.init(title: confirmation.isUnanswered ? "Look up, then pay" : "Confirm and pay", control: .payButton, pay: true)])
        } else {
            let doing = switch flow.state {
            case .voiding: "Voiding the authorisation…"
            case .checkingStock: "Checking the stock is still held…"
            case .checkingCapture: "Asking PayPal whether the capture happened…"
            default: "Capturing…"
            }
            layout.footerText(Spinner.line(doing, turn: spinner), style: Style(.muted))
        }
        layout.draw(in: body, scroll: 0, on: &canvas)
    }

    /// A reservation's end on PayPal's clock, as "18:05 UTC".
    private static func reservationTime(_ date: Date) -> String {
        date.formatted(Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits) UTC", timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
    }
}
