import CheckoutFlows
import Foundation
import PayPalVocabulary

/// The merchant's confirmation screen of a confirm payment checkout (the seed's step 5), in the app's area:
/// the authorisation, the final shipping and discount, the stock, the total and "Confirm and pay".
enum ConfirmationView {
    static func draw(_ open: OrdersCheckout, inStock: Bool, spinner: Int, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area, style: Style(.background))
        let keys = Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1)
        canvas.fill(keys, style: Style(.background))
        canvas.write("x express · d discount · o stock · Enter confirm and pay · Esc later", x: 1, y: keys.y, style: Style(.muted), limit: canvas.width - 2)
        let x = area.x + 2
        var y = area.y
        func line(_ text: String, _ role: Role = .text, bold: Bool = false) {
            for part in wrap(text, width: area.width - 4) where y < area.maxY - 1 {
                canvas.write(part, x: x, y: y, style: Style(role, bold: bold))
                y += 1
            }
        }
        line("Confirm your order", .title, bold: true)
        let flow = open.flow
        guard let confirmation = flow.confirmation else {
            line(Spinner.line("Back from PayPal: the merchant's server is authorising the order…", turn: spinner), .muted)
            return
        }
        let money = MerchantView.dollars
        line("Order \(confirmation.approval.orderID) · authorised \(money(confirmation.authorized))"
            + (confirmation.expiresAt.map { " until \($0.prefix(10))" } ?? ""), .muted)
        if let address = confirmation.shipTo {
            line("Ships to " + [address.adminArea2, address.adminArea1, address.countryCode].compactMap { $0 }.joined(separator: ", "))
        }
        y += 1
        func amountLine(_ label: String, _ value: String, _ role: Role = .text, bold: Bool = false) {
            guard y < area.maxY - 1 else { return }
            canvas.write(label, x: x, y: y, style: Style(role, bold: bold))
            canvas.write(value, x: x + 28, y: y, style: Style(role, bold: bold))
            y += 1
        }
        if confirmation.internationalCharge.isPositive { amountLine("Shipping abroad", "+\(money(confirmation.internationalCharge))") }
        amountLine("x Express shipping", confirmation.expressShipping ? "+\(money(confirmation.expressCharge))" : "off")
        amountLine("d Discount 10 %", confirmation.discount ? "−\(money(confirmation.discountAmount))" : "off")
        let reserved = confirmation.reservedUntil.map { "reserved until \(reservationTime($0))" }
        amountLine("o Stock", inStock ? "in stock" : ["ran out", reserved].compactMap { $0 }.joined(separator: ", "), inStock ? .text : .error)
        amountLine("Total", money(confirmation.total), bold: true)
        switch confirmation.notice {
        case .refused(let error)?: line(OrdersOutcomeText.captureRefusal(error, authorized: money(confirmation.authorized)), .error)
        case .unanswered(let error)?: line(OrdersOutcomeText.unansweredCapture(error), .error)
        case nil: break
        }
        y += 1
        guard y < area.maxY - 1 else { return }
        if case .confirming = flow.state {
            let title = confirmation.isUnanswered ? "Look up, then pay" : "Confirm and pay"
            canvas.button(title, x: x, y: y, focused: true, pay: true)
            canvas.write("Enter", x: x + DisplayWidth.of(title) + 6, y: y, style: Style(.muted))
        } else {
            let doing = switch flow.state {
            case .voiding: "Voiding the authorisation…"
            case .checkingStock: "Checking the stock is still held…"
            case .checkingCapture: "Asking PayPal whether the capture happened…"
            default: "Capturing…"
            }
            canvas.write(Spinner.line(doing, turn: spinner), x: x, y: y, style: Style(.muted))
        }
    }

    /// A reservation's end on PayPal's clock, as "18:05 UTC".
    private static func reservationTime(_ date: Date) -> String {
        date.formatted(Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits) UTC", timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
    }
}
