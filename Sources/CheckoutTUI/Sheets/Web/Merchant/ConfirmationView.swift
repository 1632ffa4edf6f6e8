import CheckoutFlows
import Foundation
import PayPalVocabulary

/// The merchant's confirmation screen of a confirm payment checkout (the seed's step 5), in the app's frame: the
/// authorisation and how long it holds on PayPal's clock, what the shopper may still change, the stock, the seed's
/// `FinalCalculation`, and "Confirm and pay" pinned at the bottom; the seed's "Payment Successful" or "Payment
/// Error" over it once a try ends, saying what happened.
enum ConfirmationView {
    /// `paypalNow` is PayPal's time as the front last learnt it; the later of it and the confirmation's own is the
    /// nearer to now, as PayPal's clock never goes back.
    static func draw(_ checkout: OrderCheckout, paypalNow: Date?, language: Language, spinner: Int, in body: Rect, on canvas: inout Canvas) {
        canvas.fill(body, style: Style(.background))
        let text = ConfirmationText(language)
        let words = text.words
        var layout = SheetLayout<MerchantControl>(width: body.width, focused: .payButton, textStyle: Style(.text))
        layout.text(words.title, style: Style(.title, bold: true))
        guard let confirmation = checkout.confirmation else {
            layout.text(Spinner.line(words.authorizing, turn: spinner), style: Style(.muted))
            return layout.draw(in: body, scroll: 0, on: &canvas)
        }
        let now = [confirmation.paypalTime, paypalNow].compactMap { $0 }.max()
        let money: (Money) -> String = text.library.money
        let expired = confirmation.hasExpired(at: now)
        let held = expired ? words.expired(text.expiryDay(confirmation)) : words.until(text.expiryDay(confirmation))
        layout.text(
            words.authorized(confirmation.approval.orderID, money(confirmation.authorized)) + " · " + held,
            style: Style(expired ? .error : .muted))
        if let address = confirmation.shipTo {
            let place = words.shipsTo([address.adminArea2, address.adminArea1, address.countryCode].compactMap { $0 }.joined(separator: ", "))
            let abroad = confirmation.internationalCharge.isPositive ? words.shippingAbroad(money(confirmation.internationalCharge)) : nil
            layout.text([place, abroad].compactMap { $0 }.joined(separator: " · "))
        }
        layout.gap()
        layout.pair(words.expressShipping, confirmation.expressShipping ? "+" + money(confirmation.expressCharge) : words.off)
        layout.pair(
            words.discount(percent(Confirmation.discountBasisPoints, language)),
            confirmation.discount ? "−" + money(confirmation.discountAmount) : words.off)
        layout.pair(words.stock, stock(confirmation.stock, at: now, words), style: Style(confirmation.stock.inStock ? .text : .error))
        layout.gap()
        let calculation = confirmation.finalCalculation
        layout.pair(words.subtotal, money(calculation.subtotal))
        layout.pair(words.shipping, money(calculation.shippingCost))
        layout.pair(words.tax(percent(Confirmation.taxBasisPoints, language)), money(calculation.tax))
        layout.pair(words.total, money(calculation.total), style: Style(.text, bold: true))
        switch checkout.flow.state {
        case .confirming:
            layout.buttons([.init(title: confirmation.isUnanswered ? words.lookUpThenPay : words.confirmAndPay, control: .payButton, pay: true)])
        case .reservingItems: layout.footerText(Spinner.line(words.reserving, turn: spinner), style: Style(.muted))
        case .checkingCapture: layout.footerText(Spinner.line(words.checkingCapture, turn: spinner), style: Style(.muted))
        case .capturing: layout.footerText(Spinner.line(words.capturing, turn: spinner), style: Style(.muted))
        default: break
        }
        layout.draw(in: body, scroll: 0, on: &canvas)
        if checkout.dialogOpen, let dialog = text.dialog(after: checkout.flow.state, of: confirmation) { dialog.draw(in: body, on: &canvas) }
    }

    private typealias Confirmation = ConfirmPaymentFlow.Confirmation

    /// The order's stock, and its reservation as it stands at `now` on PayPal's clock.
    private static func stock(_ stock: OrderStock, at now: Date?, _ words: ConfirmationStrings) -> String {
        let reservation = stock.reservedUntil.map { until in
            let holds = now.map(stock.isReserved) ?? true
            return holds ? words.reservedUntil(moment(until)) : words.reservationEnded(moment(until))
        }
        return [stock.inStock ? words.inStock : words.ranOut, reservation].compactMap { $0 }.joined(separator: " · ")
    }

    /// A moment on PayPal's clock, as "2026-11-23 18:05 UTC".
    private static func moment(_ date: Date) -> String {
        date.formatted(Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits) UTC",
            timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
    }

    /// A rate in basis points, as the language writes a percentage ("8.25%", "8,25 %").
    private static func percent(_ basisPoints: Int64, _ language: Language) -> String {
        (Decimal(basisPoints) / 10_000).formatted(.percent.locale(language.strings.locale))
    }
}
