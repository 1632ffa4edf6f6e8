import CheckoutFlows
import Foundation
import PayPalAPI

/// What the buyer's phone shows during Venmo, in the library sheet's place: the Venmo app (the whole screen, iOS's
/// "◀ <merchant>" back to the app), or venmo.com in the browser when the app is not installed. While the merchant's
/// app is in front it draws nothing: the app shows the spinner `merchantActivity` gives.
enum VenmoView {
    /// The address venmo.com opens at: the SDK's universal link for the switch.
    static let webAddress = "https://venmo.com/go/checkout"

    static func draw(_ sheet: VenmoCheckout, language: Language, spinner: Int, in frame: Rect, on canvas: inout Canvas) {
        guard case .venmo(let open, let screen) = sheet.flow.state else { return }
        let text = language.venmoStrings
        let body = switch open.surface {
        case .app: PhoneChrome.app(text.app, back: text.backTo(DemoStore.merchantName), in: frame, on: &canvas)
        case .web: PhoneChrome.webPage(webAddress, title: text.app, in: frame, on: &canvas)
        }
        var lines = PhoneLines(body: body)
        let library = language.strings
        switch screen {
        case .opening, .loggingIn, .loadingPaysheet, .deciding:
            lines.gap()
            lines.wrapped(Spinner.line(screen == .opening ? text.opening : text.oneMoment, turn: spinner), .sheet)
        case .login(let refusal):
            if let refusal {
                let said = sheet.liftedLock.line(for: refusal, library)
                lines.wrapped(said.text, said.role)
            }
            lines.wrapped(text.logInTitle, .title, bold: true)
            lines.label(library.email)
            lines.field(sheet.login.email, focused: sheet.focus == 0, on: &canvas)
            lines.label(library.password)
            lines.field(sheet.login.password, focused: sheet.focus == 1, on: &canvas)
            lines.gap()
            lines.button(text.logIn, pay: true, key: "Enter", on: &canvas)
            lines.wrapped("Esc " + text.cancelAndReturn(DemoStore.merchantName), .sheet)
        case .paysheet(let paysheet, _, let notice):
            if let notice { lines.wrapped(library.refusal(notice), .sheetError) }
            drawPaysheet(paysheet, text, locale: library.locale, into: &lines, on: &canvas)
        }
        lines.flush(on: &canvas)
    }

    /// The paysheet: to whom, how much (and whether it may change), as whom, and for how long.
    private static func drawPaysheet(
        _ paysheet: VenmoAppClient.Paysheet, _ text: VenmoStrings, locale: Locale, into lines: inout PhoneLines, on canvas: inout Canvas
    ) {
        let merchant = paysheet.merchantName
        if let amount = paysheet.amount {
            lines.wrapped(text.payTo(merchant), .title, bold: true)
            lines.wrapped(MoneyText.format(amount, currencyCode: paysheet.currencyCode ?? "USD", locale: locale), .title, bold: true)
            if paysheet.subjectToChange { lines.wrapped(text.subjectToChange, .muted) }
        } else {
            lines.wrapped(text.connectTo(merchant), .title, bold: true)
        }
        lines.gap()
        lines.wrapped(text.payingAs(paysheet.username ?? "—"), .sheet)
        if paysheet.usage == "MULTI_USE" { lines.wrapped(text.futurePayments(merchant), .muted) }
        lines.gap()
        lines.button(paysheet.amount == nil ? text.connect : text.pay, pay: true, key: "Enter", on: &canvas)
        lines.wrapped("c " + text.cancelAndReturn(DemoStore.merchantName), .sheet)
    }

    /// What the merchant's app shows beside its disabled button while Venmo has it in front; nil for its usual status.
    static func merchantActivity(_ flow: VenmoFlow, spinner: Int) -> (String, Role)? {
        switch flow.state {
        case .starting, .returning, .finalizing:
            if flow.slow { return ("Taking longer than expected (over 10 s): still working…", .muted) }
            let doing = if case .starting = flow.state { "Opening Venmo…" } else { "Finishing with the merchant's server…" }
            return (Spinner.line(doing, turn: spinner), .muted)
        default:
            return nil
        }
    }

    /// The keys of what the phone shows, for the terminal's last line.
    static func keyHints(_ sheet: VenmoCheckout, _ text: VenmoStrings) -> String {
        switch sheet.flow.state {
        case .venmo(_, .paysheet(let paysheet, _, _)), .venmo(_, .deciding(let paysheet, _, _)):
            paysheet.amount == nil ? text.connectKeys : text.paysheetKeys
        case .venmo: text.loginKeys
        default: ""
        }
    }
}
