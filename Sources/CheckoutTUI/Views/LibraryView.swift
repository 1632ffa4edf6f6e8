import CheckoutFlows
import PayPalAPI

/// The library's phone-portrait sheet, drawn over the merchant's app as the MPL draws over an iPhone app.
enum LibraryView {
    static let width = 40
    static let maxHeight = 22

    static func draw(_ sheet: LibraryState, language: Language, clock: String, spinner: Int, on canvas: inout Canvas) {
        let text = language.strings
        // The sheet stays clear of the last line, which shows the library's keys.
        let above = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height - 1)
        let height = min(maxHeight, above.height - 2)
        let rect = above.centred(width: width, height: height)
        canvas.box(Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2), style: Style(.border), rounded: true)
        canvas.fill(rect, style: Style(.sheet))
        drawChrome(sheet.flow, text, clock: clock, in: rect, on: &canvas)
        let keys = Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1)
        canvas.fill(keys, style: Style(.muted))
        canvas.write(text.keys, x: 1, y: keys.y, style: Style(.muted), limit: canvas.width - 2)
        let body = Rect(x: rect.x + 2, y: rect.y + 4, width: rect.width - 4, height: rect.height - 5)
        switch sheet.flow.screen {
        case .login(let error): drawLogin(sheet, text, error: error, in: body, on: &canvas)
        case .working(let activity):
            let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
            canvas.writeCentred("\(frames[spinner % frames.count]) \(text.activity(activity))", in: body, y: body.y + body.height / 2 - 1, style: Style(.sheet))
        case .review(let review): drawReview(sheet, text, review, in: body, on: &canvas)
        case .createPIN(let error): drawCreatePIN(sheet, text, error: error, in: body, on: &canvas)
        case .createCode(let error): drawCreateCode(sheet, text, error: error, in: body, on: &canvas)
        case .agreement(let agreement): drawAgreement(sheet, text, agreement, in: body, on: &canvas)
        case .receipt(let receipt):
            let message = switch receipt {
            case .paid: text.thanks
            case .pinCreated: text.pinCreated
            case .agreed: text.agreed(sheet.flow.merchantName)
            }
            canvas.write(receipt == .agreed ? "✓" : text.paymentMade, x: body.x, y: body.y + 1, style: Style(.success, bold: true))
            paragraph(message + " " + text.returning, in: body, y: body.y + 3, role: .sheet, on: &canvas)
            canvas.button(text.returnToMerchant, x: body.x, y: body.maxY - 1, focused: true, mnemonic: "m", target: .library(.returnToMerchant))
        case .failure(let error):
            canvas.write(text.somethingWentWrong, x: body.x, y: body.y, style: Style(.error, bold: true))
            var y = paragraph(text.failureMessage(error), in: body, y: body.y + 2, role: .sheet, on: &canvas) + 1
            canvas.write("\(text.errorCode): \(error.code)", x: body.x, y: y, style: Style(.sheet))
            y += 1
            canvas.write("\(text.correlationId): \(error.correlationId.isEmpty ? "—" : error.correlationId)", x: body.x, y: y, style: Style(.sheet))
            canvas.button(text.returnToMerchant, x: body.x, y: body.maxY - 1, focused: true, mnemonic: "m", target: .library(.returnToMerchant))
        case .closed:
            break
        }
    }

    /// The status bar (carrier and clock), the PayPal header and the billing summary.
    private static func drawChrome(_ flow: CheckoutFlow, _ text: LibraryStrings, clock: String, in rect: Rect, on canvas: inout Canvas) {
        let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        canvas.fill(bar, style: Style(.statusBar))
        canvas.write(" Carrier ᯤ", x: rect.x, y: rect.y, style: Style(.statusBar))
        canvas.writeCentred(clock, in: bar, y: rect.y, style: Style(.statusBar, bold: true))
        canvas.write("▮▮▮ ", x: rect.maxX - 4, y: rect.y, style: Style(.statusBar))
        let header = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        canvas.fill(header, style: Style(.sheetTitle))
        canvas.write(" PayPal", x: rect.x, y: header.y, style: Style(.sheetTitle, bold: true))
        let merchant = DisplayWidth.truncate(flow.merchantName, to: rect.width - 10)
        canvas.write(merchant, x: rect.maxX - DisplayWidth.of(merchant) - 1, y: header.y, style: Style(.sheetTitle))
        let summary = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: 1)
        canvas.fill(summary, style: Style(.summary))
        guard let order = flow.order else {
            canvas.write(" " + text.preapprovalAgreement, x: rect.x, y: summary.y, style: Style(.summary))
            return
        }
        canvas.write(" " + text.billingSummary, x: rect.x, y: summary.y, style: Style(.summary))
        let total = "US$" + order.total.text + " "
        canvas.write(total, x: rect.maxX - DisplayWidth.of(total), y: summary.y, style: Style(.summary, bold: true))
    }

    private static func drawLogin(_ sheet: LibraryState, _ text: LibraryStrings, error: CheckoutFlow.Notice?, in body: Rect, on canvas: inout Canvas) {
        let focused = sheet.focusedControl
        canvas.write(sheet.usePIN ? text.logInWithPhone : text.logInWithEmail, x: body.x, y: body.y, style: Style(.sheet, bold: true))
        canvas.write(sheet.usePIN ? text.phone : text.email, x: body.x, y: body.y + 2, style: Style(.sheet))
        canvas.field(sheet.usePIN ? sheet.phone : sheet.email, x: body.x, y: body.y + 3, width: body.width, focused: focused == .account, secret: false, target: .library(.account))
        canvas.write(sheet.usePIN ? text.pin : text.password, x: body.x, y: body.y + 5, style: Style(.sheet))
        canvas.field(sheet.usePIN ? sheet.pin : sheet.password, x: body.x, y: body.y + 6, width: body.width, focused: focused == .secret, secret: true, target: .library(.secret))
        if let error { paragraph(text.notice(error), in: body, y: body.y + 8, role: .error, on: &canvas) }
        var x = body.x
        let buttonRow = body.maxY - 3
        if sheet.flow.shippingEnabled {
            x += canvas.button(text.logIn, x: x, y: buttonRow, focused: focused == .logIn, pay: true, mnemonic: "l", target: .library(.logIn)) + 2
        } else {
            canvas.write(text.reviewHint, x: body.x, y: buttonRow - 2, style: Style(.sheet), limit: body.width)
            x += canvas.button(payWord(sheet.flow, text), x: x, y: buttonRow, focused: focused == .payNow, pay: true, mnemonic: "p", target: .library(.payNow)) + 2
            x += canvas.button(text.review, x: x, y: buttonRow, focused: focused == .review, mnemonic: "r", target: .library(.review)) + 2
        }
        canvas.button(text.cancel, x: x, y: buttonRow, focused: focused == .cancel, mnemonic: "c", target: .library(.cancel))
        canvas.button(sheet.usePIN ? text.useEmail : text.usePhone, x: body.x, y: body.maxY - 1, focused: focused == .switchLogin, mnemonic: "u", target: .library(.switchLogin))
    }

    private static func drawReview(_ sheet: LibraryState, _ text: LibraryStrings, _ review: CheckoutFlow.Review, in body: Rect, on canvas: inout Canvas) {
        let focused = sheet.focusedControl
        let payment = review.payment
        var y = body.y
        canvas.write(text.review, x: body.x, y: y, style: Style(.sheet, bold: true))
        y += 1
        if payment.receivers.count > 1 {
            for receiver in payment.receivers.prefix(3) {
                let name = DisplayWidth.truncate(receiver.email ?? receiver.phone ?? "", to: body.width - 12)
                canvas.write("\(receiver.primary ? "»" : "›") \(name)", x: body.x, y: y, style: Style(.sheet))
                let amount = "US$" + receiver.amount.value
                canvas.write(amount, x: body.maxX - DisplayWidth.of(amount), y: y, style: Style(.sheet))
                y += 1
            }
        }
        y += 1
        canvas.write(text.funding, x: body.x, y: y, style: Style(.sheet))
        let option = review.chosenOption
        canvas.choice(option.map { "\($0.label)  US$\($0.total.value)" } ?? "—", x: body.x, y: y + 1, width: body.width, focused: focused == .funding, target: .library(.funding))
        y += 2
        if let option, option.fee.value != "0.00" {
            canvas.write("\(text.fee): US$\(option.fee.value)", x: body.x + 2, y: y, style: Style(.sheet))
        }
        y += 1
        if sheet.flow.shippingEnabled {
            canvas.write(sheet.flow.order?.purpose == .donation ? text.mailingAddress : text.shipTo, x: body.x, y: y, style: Style(.sheet))
            let address = sheet.flow.session?.buyer.addresses.first { $0.id == review.addressId }
            let shown = address.map { "\($0.name), \($0.line1), \($0.city)" } ?? "—"
            canvas.choice(shown, x: body.x, y: y + 1, width: body.width, focused: focused == .address, target: .library(.address))
            y += 2
            if let order = sheet.flow.order, order.adjustsAmountsForAddress {
                canvas.write(text.taxAndShipping("US$" + order.billedTax.text, "US$" + order.billedShipping.text), x: body.x + 2, y: y, style: Style(.sheet))
            }
            y += 1
        }
        if let error = review.error { paragraph(text.notice(error), in: body, y: y, role: .error, on: &canvas) }
        canvas.button(payWord(sheet.flow, text).uppercased(), x: body.x, y: body.maxY - 3, focused: focused == .pay, pay: true, mnemonic: "p", target: .library(.pay))
        canvas.button(text.cancel, x: body.x, y: body.maxY - 1, focused: focused == .cancel, mnemonic: "c", target: .library(.cancel))
    }

    private static func drawCreatePIN(_ sheet: LibraryState, _ text: LibraryStrings, error: CheckoutFlow.Notice?, in body: Rect, on canvas: inout Canvas) {
        let focused = sheet.focusedControl
        canvas.write(text.paymentMade, x: body.x, y: body.y, style: Style(.success, bold: true))
        canvas.write(text.thanks, x: body.x, y: body.y + 1, style: Style(.sheet))
        paragraph(text.createPINExplained, in: body, y: body.y + 3, role: .sheet, on: &canvas)
        canvas.write(text.pinDigits, x: body.x, y: body.y + 7, style: Style(.sheet))
        canvas.field(sheet.newPIN, x: body.x, y: body.y + 8, width: 12, focused: focused == .newPIN, secret: true, target: .library(.newPIN))
        if let error { paragraph(text.notice(error), in: body, y: body.y + 10, role: .error, on: &canvas) }
        let x = body.x + canvas.button(text.createPIN, x: body.x, y: body.maxY - 1, focused: focused == .createPIN, pay: true, mnemonic: "c", target: .library(.createPIN)) + 2
        canvas.button(text.skip, x: x, y: body.maxY - 1, focused: focused == .skip, mnemonic: "s", target: .library(.skip))
    }

    /// The preapproval's "Create a code" screen.
    private static func drawCreateCode(_ sheet: LibraryState, _ text: LibraryStrings, error: CheckoutFlow.Notice?, in body: Rect, on canvas: inout Canvas) {
        let focused = sheet.focusedControl
        canvas.write(text.createCode, x: body.x, y: body.y, style: Style(.sheet, bold: true))
        paragraph(text.createCodeExplained(sheet.flow.merchantName), in: body, y: body.y + 2, role: .sheet, on: &canvas)
        canvas.write(text.codeDigits, x: body.x, y: body.y + 6, style: Style(.sheet))
        canvas.field(sheet.newPIN, x: body.x, y: body.y + 7, width: 12, focused: focused == .newPIN, secret: true, target: .library(.newPIN))
        if let error { paragraph(text.notice(error), in: body, y: body.y + 9, role: .error, on: &canvas) }
        let x = body.x + canvas.button(text.saveCode, x: body.x, y: body.maxY - 1, focused: focused == .saveCode, pay: true, mnemonic: "s", target: .library(.saveCode)) + 2
        canvas.button(text.cancel, x: x, y: body.maxY - 1, focused: focused == .cancel, mnemonic: "c", target: .library(.cancel))
    }

    /// The preapproval's terms and Agree and Pay.
    private static func drawAgreement(
        _ sheet: LibraryState, _ text: LibraryStrings, _ agreement: CheckoutFlow.Agreement, in body: Rect, on canvas: inout Canvas
    ) {
        let focused = sheet.focusedControl
        let terms = agreement.terms
        var y = body.y
        canvas.write(text.paymentMethod, x: body.x, y: y, style: Style(.sheet, bold: true))
        let source = sheet.flow.session?.buyer.fundingSources.first { $0.id == agreement.fundingSourceId }
        canvas.choice(source?.label ?? "—", x: body.x, y: y + 1, width: body.width, focused: focused == .funding, target: .library(.funding))
        y += 3
        let limits = text.limits(
            terms.maxAmountPerPayment.map { "US$" + $0.value }, terms.maxNumberOfPayments,
            terms.maxTotalAmountOfAllPayments.map { "US$" + $0.value }, String(terms.endingDate.prefix(10)))
        y = paragraph(limits, in: body, y: y, role: .sheet, on: &canvas) + 1
        paragraph(text.agreementText(sheet.flow.merchantName), in: body, y: y, role: .sheet, on: &canvas)
        canvas.button(text.agreeAndPay, x: body.x, y: body.maxY - 3, focused: focused == .agree, pay: true, mnemonic: "a", target: .library(.agree))
        canvas.button(text.cancel, x: body.x, y: body.maxY - 1, focused: focused == .cancel, mnemonic: "c", target: .library(.cancel))
    }

    private static func payWord(_ flow: CheckoutFlow, _ text: LibraryStrings) -> String {
        flow.order?.purpose == .donation ? text.donate : text.pay
    }

    /// Writes wrapped text from row y; returns the row after it.
    @discardableResult
    private static func paragraph(_ text: String, in body: Rect, y: Int, role: Role, on canvas: inout Canvas) -> Int {
        var row = y
        for line in wrap(text, width: body.width) where row < body.maxY - 3 {
            canvas.write(line, x: body.x, y: row, style: Style(role))
            row += 1
        }
        return row
    }
}
