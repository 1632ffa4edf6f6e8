import CheckoutFlows
import PayPalAPI
import PayPalVocabulary

/// PayPal's web checkout over the merchant's app, in the library sheet's place: PayPal's header with the order's
/// total, then the login, and the approval (funding source, shipping, "Continue" or "Pay Now", "Cancel and return
/// to <merchant>") or, saving a wallet with no purchase, the agreement.
enum WebSheetView {
    static func draw(_ sheet: WebSheet, _ flow: WebFlow, language: Language, spinner: Int, in rect: Rect, on canvas: inout Canvas) {
        let text = language.webStrings
        canvas.box(Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2), style: Style(.border), rounded: true)
        canvas.fill(rect, style: Style(.sheet))
        drawHeader(flow, language.strings, text, in: rect, on: &canvas)
        let body = LibraryView.body(of: rect)
        if let activity = activity(flow, text, language.strings) {
            for (offset, line) in wrap(Spinner.line(activity, turn: spinner), width: body.width).enumerated() {
                canvas.writeCentred(line, in: body, y: body.y + body.height / 2 - 1 + offset, style: Style(.sheet))
            }
            return
        }
        layout(sheet, flow, language, width: body.width).draw(in: body, scroll: sheet.scroll, on: &canvas)
    }

    /// What the sheet says while a call is under way; nil when it waits for the buyer.
    static func activity(_ flow: WebFlow, _ text: WebStrings, _ library: LibraryStrings) -> String? {
        switch flow {
        case .order(let order):
            switch order.state {
            case .creatingOrder: text.creatingOrder
            case .loggingIn: library.activity(.loggingIn)
            case .loadingOrder: text.loadingOrder
            case .submittingApproval: text.approving
            case .checkingApproval: text.checkingApproval
            case .login, .approving: nil
            default: text.returning(flow.merchantName)
            }
        case .vault(let vault):
            switch vault.state {
            case .creatingSetupToken: text.creatingOrder
            case .loggingIn: library.activity(.loggingIn)
            case .submittingAgreement: text.saving
            case .checkingAgreement: text.checkingApproval
            case .login, .agreeing: nil
            default: text.returning(flow.merchantName)
            }
        }
    }

    static func layout(_ sheet: WebSheet, _ flow: WebFlow, _ language: Language, width: Int) -> SheetLayout<WebControl> {
        var layout = SheetLayout<WebControl>(width: width, focused: sheet.focusedControl(flow))
        let (text, library, merchant) = (language.webStrings, language.strings, flow.merchantName)
        if flow.isAtLogin {
            layout.text(text.logInTitle, style: Style(.sheet, bold: true))
            // A refusal goes above the fields, as PayPal's page has it, where it stays in sight at any size.
            if let refusal = flow.loginRefusal {
                let said = sheet.liftedLock.line(for: refusal, library)
                noticeRow(said.text, role: said.role, into: &layout)
            }
            layout.gap()
            layout.login(sheet.login, library, account: .account, secret: .secret)
            layout.buttons([
                .init(title: library.logIn, control: .logIn, pay: true),
                .init(title: sheet.login.usePIN ? library.useEmail : library.usePhone, control: .switchLogin),
            ])
        } else {
            switch flow {
            case .order(let flow):
                guard case .approving(let session, let approval) = flow.state else { return layout }
                approvalRows(flow, session, approval, language, into: &layout)
                let payNow = flow.configuration.userAction == .payNow
                layout.gap()
                layout.text(payNow ? text.payNowHint(merchant) : text.continueHint(merchant), style: Style(.muted))
                if flow.configuration.savePayPal { layout.terms(text.saveConsent(merchant)) }
                layout.buttons([.init(title: payNow ? text.payNow : text.continueLabel, control: .approve, pay: true)])
            case .vault(let flow):
                guard case .agreeing(let session, let agreement) = flow.state else { return layout }
                buyerRows(session.buyer, into: &layout)
                fundingRows(session.buyer, chosen: agreement.fundingSourceId, language, into: &layout)
                noticeRow(agreement.notice, notAnswered: text.notSaved, library, into: &layout)
                layout.gap()
                layout.text(text.saveTitle(merchant), style: Style(.sheet, bold: true))
                layout.terms(text.saveTerms(merchant))
                layout.buttons([.init(title: text.agreeAndContinue, control: .approve, pay: true)])
            }
        }
        layout.link(text.cancelAndReturn(merchant), control: .cancel)
        return layout
    }

    /// The buyer logged in, by name and email.
    private static func buyerRows(_ buyer: BuyerProfile, into layout: inout SheetLayout<WebControl>) {
        layout.text("\(buyer.name.givenName) \(buyer.name.surname)", style: Style(.sheet, bold: true))
        layout.text(buyer.email)
        layout.gap()
    }

    /// "Pay with" and the funding source chosen, which ←→ change.
    private static func fundingRows(_ buyer: BuyerProfile, chosen: String?, _ language: Language, into layout: inout SheetLayout<WebControl>) {
        layout.text(language.webStrings.payWith)
        let source = buyer.fundingSources.first { $0.id == chosen }
        layout.choice(source.map { language.strings.fundingLabel(type: $0.type, label: $0.label) } ?? "—", control: .funding)
    }

    /// The buyer, the funding source and where the order ships.
    private static func approvalRows(
        _ flow: ConfirmPaymentFlow, _ session: BuyerSession, _ approval: ConfirmPaymentFlow.Approval, _ language: Language,
        into layout: inout SheetLayout<WebControl>
    ) {
        let (text, library) = (language.webStrings, language.strings)
        let buyer = session.buyer
        buyerRows(buyer, into: &layout)
        fundingRows(buyer, chosen: approval.fundingSourceId, language, into: &layout)
        noticeRow(approval.notice, notAnswered: text.notApproved, library, into: &layout)
        layout.gap()
        switch flow.configuration.shippingPreference {
        case .noShipping:
            layout.text(text.noShipping, style: Style(.muted))
        case .getFromFile:
            layout.text(library.shipTo)
            let addresses = buyer.addresses
            let index = addresses.firstIndex { $0.id == approval.addressId }
            let address = index.map { addresses[$0] }
            layout.choice(address.map { "\($0.name), \($0.line1) (\(index! + 1)/\(addresses.count))" } ?? "—", control: .address)
            for line in address.map(library.addressLines)?.dropFirst(2) ?? [] { layout.text(line, indent: 2) }
        case .setProvidedAddress:
            layout.text(text.shipsToProvided)
            let provided = flow.configuration.providedAddress
            let lines: [String?] = [provided?.addressLine1, [provided?.adminArea2, provided?.adminArea1].compactMap { $0 }.joined(separator: ", ")]
            for line in lines.compactMap({ $0 }) where !line.isEmpty { layout.text(line, indent: 2) }
        }
    }

    private static func refusalRow(_ refusal: PayPalAPIError?, _ library: LibraryStrings, into layout: inout SheetLayout<WebControl>) {
        guard let error = refusal else { return }
        noticeRow(library.refusal(error), into: &layout)
    }

    /// A refusal in PayPal's words; a call whose answer was lost, and which did not happen, as `notAnswered`.
    private static func noticeRow(
        _ notice: ConfirmPaymentFlow.Notice?, notAnswered: String, _ library: LibraryStrings, into layout: inout SheetLayout<WebControl>
    ) {
        switch notice {
        case .refused(let error)?: refusalRow(error, library, into: &layout)
        case .unanswered?: noticeRow(notAnswered, into: &layout)
        case nil: break
        }
    }

    private static func noticeRow(_ text: String, role: Role = .sheetError, into layout: inout SheetLayout<WebControl>) {
        layout.gap()
        layout.text(text, style: Style(role, bold: true))
    }

    /// PayPal's header and the order's total (or, saving a wallet, what the sheet is for), where the library's
    /// status bar and billing summary are.
    private static func drawHeader(_ flow: WebFlow, _ library: LibraryStrings, _ webText: WebStrings, in rect: Rect, on canvas: inout Canvas) {
        let header = Rect(x: rect.x, y: rect.y, width: rect.width, height: 2)
        canvas.fill(header, style: Style(.sheetTitle))
        canvas.write(" PayPal", x: rect.x, y: rect.y, style: Style(.sheetTitle, bold: true))
        let merchant = DisplayWidth.truncate(flow.merchantName, to: rect.width - 10)
        canvas.write(merchant, x: rect.maxX - DisplayWidth.of(merchant) - 1, y: rect.y, style: Style(.sheetTitle))
        let summary = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: 1)
        canvas.fill(summary, style: Style(.summary))
        let amount: Money?
        switch flow {
        case .order(let flow): amount = flow.amount
        case .vault:
            canvas.write(" " + webText.saveSummary, x: rect.x, y: summary.y, style: Style(.summary), limit: rect.width - 1)
            return
        }
        guard let amount else { return }
        let total = library.money(amount) + " "
        canvas.write(" " + library.total, x: rect.x, y: summary.y, style: Style(.summary), limit: rect.width - DisplayWidth.of(total) - 1)
        canvas.write(total, x: rect.maxX - DisplayWidth.of(total), y: summary.y, style: Style(.summary, bold: true))
    }
}
