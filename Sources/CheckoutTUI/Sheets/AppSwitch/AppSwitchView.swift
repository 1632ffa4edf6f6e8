import CheckoutFlows
import PayPalAPI
import PayPalVocabulary

/// What the buyer's phone shows during App Switch, in the library sheet's place: iOS's sign-in alert over the
/// merchant's app, the PayPal app (the whole screen, iOS's "◀ <merchant>" back to the app, Face ID), PayPal's web page
/// (paypal.com in an address bar), iOS's home screen, or the merchant's website in the browser. While the merchant's
/// app is in front it draws nothing: the app shows the spinner or notice `merchantActivity` gives.
enum AppSwitchView {
    static func draw(_ sheet: AppSwitchCheckout, language: Language, spinner: Int, clock: String, in frame: Rect, on canvas: inout Canvas) {
        let text = language.appSwitchStrings
        let merchant = DemoStore.merchantName
        switch sheet.flow.state {
        case .signInAlert:
            drawAlert(text, merchant: merchant, on: &canvas)
        case .payPal(let approval, let screen):
            let body = chrome(approval.surface, text, merchant: merchant, in: frame, on: &canvas)
            drawScreen(screen, sheet, language, spinner: spinner, in: body, on: &canvas)
        case .browser(_, let url):
            drawBrowser(url, text, merchant: merchant, in: frame, on: &canvas)
        case .homeScreen:
            drawHomeScreen(merchant: merchant, app: text.app, clock: clock, on: &canvas)
        case .ready, .starting, .backgrounded, .tokenizing, .finalizing, .finished, .closed:
            break
        }
    }

    /// What the merchant's app shows beside its disabled button while App Switch has it in front; nil when it
    /// shows its usual status.
    static func merchantActivity(_ sheet: AppSwitchCheckout, spinner: Int) -> (String, Role)? {
        let flow = sheet.flow
        switch flow.state {
        case .starting, .tokenizing, .finalizing:
            if flow.slow { return ("Taking longer than expected (over 10 s): still working…", .muted) }
            let doing = if case .starting = flow.state { "Opening PayPal…" } else { "Finishing with the merchant's server…" }
            return (Spinner.line(doing, turn: spinner), .muted)
        case .backgrounded:
            return ("Left PayPal unfinished: Enter returns, Esc cancels.", .text)
        default:
            return nil
        }
    }

    // MARK: Chrome

    /// iOS's home screen, the whole screen: its status bar, and the two apps the buyer may open.
    private static func drawHomeScreen(merchant: String, app: String, clock: String, on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, style: Style(.sheet))
        let bar = Rect(x: 0, y: 0, width: canvas.width, height: 1)
        canvas.fill(bar, style: Style(.statusBar))
        canvas.write(" Carrier ᯤ", x: 0, y: 0, style: Style(.statusBar))
        canvas.writeCentred(clock, in: bar, y: 0, style: Style(.statusBar, bold: true))
        canvas.write("▮▮▮ ", x: bar.maxX - 4, y: 0, style: Style(.statusBar))
        let column = 14
        let left = (canvas.width - 2 * column) / 2
        for (index, (name, initials)) in [(merchant, "PT"), (app, "P")].enumerated() {
            let x = left + index * column
            canvas.box(Rect(x: x + 3, y: 3, width: 8, height: 3), style: Style(.sheetTitle), rounded: true)
            canvas.writeCentred(initials, in: Rect(x: x + 3, y: 4, width: 8, height: 1), y: 4, style: Style(.sheetTitle, bold: true))
            for (offset, line) in wrap(name, width: column - 2).enumerated() {
                canvas.writeCentred(line, in: Rect(x: x, y: 0, width: column, height: 1), y: 7 + offset, style: Style(.sheet))
            }
        }
    }

    /// The PayPal app's bar or the web page's address bar; the area left for the screen.
    private static func chrome(
        _ surface: HermesApproval.Surface, _ text: AppSwitchStrings, merchant: String, in frame: Rect, on canvas: inout Canvas
    ) -> Rect {
        switch surface {
        case .app: PhoneChrome.app(text.app, back: text.backTo(merchant), in: frame, on: &canvas)
        case .web: PhoneChrome.webPage("https://www.paypal.com", title: text.app, in: frame, on: &canvas)
        }
    }

    /// The keys of what the phone shows, for the terminal's last line.
    static func keyHints(_ sheet: AppSwitchCheckout, _ language: Language) -> String {
        let text = language.appSwitchStrings
        switch sheet.flow.state {
        case .signInAlert: return text.alertKeys
        case .browser: return "Enter / o " + text.openInApp(DemoStore.merchantName)
        case .payPal(let approval, let screen):
            let keys = switch screen {
            case .faceID: text.faceIDKeys
            case .login, .loggingIn, .loadingReview, .cancelling: text.loginKeys
            case .review(let review), .updatingShipping(let review), .deciding(let review, _):
                (review.canApprove ? text.payKey + " · " : "") + text.reviewKeys + (review.approval.plans.isEmpty ? "" : " · " + text.payLaterKey)
                    + (review.approval.contact?.editable == true ? " · " + text.contactKey : "")
                    + (review.approval.shipping == nil ? "" : " · " + shippingKeys(language.shippingStrings))
            }
            return keys + (approval.surface == .app ? " · " + text.homeKey : "")
        case .homeScreen: return text.homeScreenKeys(DemoStore.merchantName)
        case .backgrounded: return "Enter back to PayPal · Esc cancel"
        default: return ""
        }
    }

    // MARK: Screens

    private static func drawScreen(
        _ screen: AppSwitchFlow.Screen, _ sheet: AppSwitchCheckout, _ language: Language, spinner: Int, in body: Rect, on canvas: inout Canvas
    ) {
        let text = language.appSwitchStrings
        let library = language.strings
        var lines = PhoneLines(body: body)
        switch screen {
        case .faceID(let email):
            lines.centred("╭───────╮", .title)
            lines.centred("│ ◉   ◉ │", .title)
            lines.centred("│   ‿   │", .title)
            lines.centred("╰───────╯", .title)
            lines.gap()
            lines.wrapped(text.faceID(email), .sheet)
            lines.gap()
            lines.button(text.useFaceID, pay: true, key: "Enter", on: &canvas)
            lines.wrapped("p " + text.usePassword, .sheet)
        case .login(let refusal):
            if let refusal {
                let said = sheet.liftedLock.line(for: refusal, library)
                lines.wrapped(said.text, said.role)
            }
            lines.label(library.email)
            lines.field(sheet.login.email, focused: sheet.focus == 0, on: &canvas)
            lines.label(library.password)
            lines.field(sheet.login.password, focused: sheet.focus == 1, on: &canvas)
            lines.gap()
            lines.button(library.logIn, pay: true, key: "Enter", on: &canvas)
            lines.wrapped("Esc " + text.cancelAndReturn(DemoStore.merchantName), .sheet)
        case .review(let review):
            drawReview(review, language, into: &lines, on: &canvas)
        case .loggingIn, .loadingReview, .updatingShipping, .deciding, .cancelling:
            lines.gap()
            lines.wrapped(Spinner.line(text.oneMoment, turn: spinner), .sheet)
        }
        lines.flush(on: &canvas)
    }

    private static func drawReview(_ review: AppSwitchFlow.Review, _ language: Language, into lines: inout PhoneLines, on canvas: inout Canvas) {
        let (text, library) = (language.appSwitchStrings, language.strings)
        let merchant = review.approval.merchantName
        if let notice = review.notice { lines.wrapped(library.refusal(notice), .sheetError) }
        if let amount = review.approval.shipping?.total ?? review.approval.amount {
            let money = MoneyText.format(amount, currencyCode: review.approval.currencyCode ?? "USD", locale: library.locale)
            lines.wrapped(text.pay(merchant, money), .title, bold: true)
        } else {
            lines.wrapped(text.save(merchant), .title, bold: true)
        }
        lines.gap()
        lines.label(text.payWith)
        let source = review.session.buyer.fundingSources.first { $0.id == review.fundingSourceId }
        let plan = review.approval.plans.first { $0.id == review.payLaterPlan }
        lines.choice(plan != nil ? text.payLaterChoice : source.map { library.fundingLabel(type: $0.type, label: $0.label) } ?? "—", on: &canvas)
        if !review.approval.plans.isEmpty {
            lines.wrapped((plan != nil ? "◉ " : "○ ") + "l " + (plan.map { PayLaterPlanText(text, library).schedule(of: $0) } ?? text.payLater), .sheet)
        }
        if let contact = review.contact {
            lines.label(text.contact)
            lines.wrapped(contact.text + (review.approval.contact?.editable == true ? "  (" + text.contactKey + ")" : ""), .sheet)
        }
        if let shipping = review.approval.shipping {
            drawShipping(shipping, currency: review.approval.currencyCode ?? "USD", language.shippingStrings, library, into: &lines)
        }
        if review.approval.isVault || review.approval.requestBillingAgreement {
            lines.wrapped(text.savedForLater(merchant), .muted)
        }
        lines.gap()
        lines.button(review.approval.isVault ? text.agreeAndContinue : text.payNow, pay: review.canApprove, key: review.canApprove ? "Enter" : "", on: &canvas)
        lines.wrapped("c " + text.cancelAndReturn(DemoStore.merchantName), .sheet)
    }

    /// The shipping module: the address PayPal sent the merchant's server and the option it answered, each under its
    /// label with its place among the others, or PayPal's words when the server refused or did not answer.
    private static func drawShipping(
        _ shipping: HermesApproval.Shipping, currency: String, _ text: ShippingStrings, _ library: LibraryStrings, into lines: inout PhoneLines
    ) {
        if let address = shipping.address, let index = shipping.addresses.firstIndex(of: address) {
            lines.label(text.shipTo + position(index, of: shipping.addresses.count))
            let place = [address.city, [address.state, address.postalCode].compactMap(\.self).joined(separator: " ")].joined(separator: ", ")
            lines.wrapped("\(address.line1), \(place)", .sheet)
        }
        if let issue = text.message(shipping.issue) {
            lines.wrapped(issue, .sheetError)
        } else if let option = shipping.selectedOption, let index = shipping.options.firstIndex(of: option) {
            lines.label(text.shipping + position(index, of: shipping.options.count))
            lines.wrapped("\(option.label) \(MoneyText.format(option.amount, currencyCode: currency, locale: library.locale))", .sheet)
        } else {
            lines.wrapped(text.noOption, .muted)
        }
    }

    /// ` (1/2)`, where there is more than one to choose from.
    private static func position(_ index: Int, of count: Int) -> String { count > 1 ? " (\(index + 1)/\(count))" : "" }

    private static func shippingKeys(_ text: ShippingStrings) -> String { text.addressKey + " · " + text.optionKey }

    private static func drawAlert(_ text: AppSwitchStrings, merchant: String, on canvas: inout Canvas) {
        let rect = alertRect(text, merchant: merchant, in: canvas.bounds)
        let title = wrap(text.alertTitle(merchant), width: rect.width - 4)
        let body = wrap(text.alertBody, width: rect.width - 4)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), rounded: true)
        var y = rect.y + 1
        for line in title {
            canvas.writeCentred(line, in: rect, y: y, style: Style(.sheet, bold: true))
            y += 1
        }
        y += 1
        for line in body {
            canvas.writeCentred(line, in: rect, y: y, style: Style(.sheet))
            y += 1
        }
        let half = (rect.width - 2) / 2
        canvas.writeCentred(text.cancel + " (Esc)", in: Rect(x: rect.x + 1, y: y + 1, width: half, height: 1), y: y + 1, style: Style(.sheet))
        canvas.writeCentred(text.continue + " (Enter)", in: Rect(x: rect.x + 1 + half, y: y + 1, width: half, height: 1), y: y + 1, style: Style(.sheet, bold: true))
    }

    /// Where iOS's alert stands: centred, as tall as its words.
    static func alertRect(_ text: AppSwitchStrings, merchant: String, in bounds: Rect) -> Rect {
        let width = min(48, bounds.width - 4)
        let lines = wrap(text.alertTitle(merchant), width: width - 4).count + wrap(text.alertBody, width: width - 4).count
        return bounds.centred(width: width, height: lines + 6)
    }

    /// The browser's page under its address bar.
    static func browserBody(of frame: Rect) -> Rect {
        Rect(x: frame.x + 2, y: frame.y + 2, width: frame.width - 4, height: frame.height - 3)
    }

    private static func drawBrowser(_ url: String, _ text: AppSwitchStrings, merchant: String, in frame: Rect, on canvas: inout Canvas) {
        canvas.box(Rect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2), style: Style(.border))
        canvas.fill(frame, style: Style(.background))
        canvas.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), style: Style(.field))
        canvas.write(DisplayWidth.truncate(url.replacingOccurrences(of: "https://", with: ""), to: frame.width - 2), x: frame.x + 1, y: frame.y, style: Style(.field))
        var lines = PhoneLines(body: browserBody(of: frame))
        lines.wrapped(merchant, .title, bold: true)
        lines.gap()
        lines.wrapped(text.approvedInBrowser, .text)
        lines.gap()
        lines.wrapped(text.browserExplains(merchant), .muted)
        lines.gap()
        lines.wrapped(text.openInApp(merchant), .text)
        lines.gap()
        lines.button(text.open, pay: true, key: "Enter", on: &canvas)
        lines.flush(on: &canvas)
    }
}
