import CheckoutFlows
import PayPalAPI

/// The library's phone-portrait sheet, drawn over the merchant's app as the MPL draws over an iPhone app: a
/// status bar, PayPal's header, the billing summary, and the screen's content below them.
enum LibraryView {
    static let width = 40
    static let maxHeight = 24

    /// Where the sheet goes: centred in the app's column, clear of its own border.
    static func frame(in size: TerminalSize) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).centred(width: width, height: min(maxHeight, size.height - 2))
    }

    /// The screen's content area inside the sheet.
    static func body(of frame: Rect) -> Rect {
        Rect(x: frame.x + 2, y: frame.y + 4, width: frame.width - 4, height: frame.height - 4)
    }

    static func draw(_ sheet: MPLCheckout, language: Language, clock: String, spinner: Int, in rect: Rect, on canvas: inout Canvas) {
        let text = language.strings
        canvas.box(Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2), style: Style(.border), rounded: true)
        canvas.fill(rect, style: Style(.sheet))
        drawChrome(sheet, text, clock: clock, in: rect, on: &canvas)
        let body = body(of: rect)
        if case .working(let activity) = sheet.flow.screen, !sheet.summaryExpanded {
            let lines = wrap(Spinner.line(text.activity(activity), turn: spinner), width: body.width)
            for (offset, line) in lines.enumerated() {
                canvas.writeCentred(line, in: body, y: body.y + body.height / 2 - 1 + offset, style: Style(.sheet))
            }
            return
        }
        layout(sheet, text, width: body.width).draw(in: body, scroll: sheet.scroll, on: &canvas)
    }

    /// The screen's content and buttons, laid out for the sheet's width.
    static func layout(_ sheet: MPLCheckout, _ text: LibraryStrings, width: Int) -> SheetLayout<MPLControl> {
        var layout = SheetLayout(width: width, focused: sheet.focusedControl)
        if sheet.summaryExpanded { BillingSummaryView.details(sheet.flow, text, into: &layout) }
        switch sheet.flow.screen {
        case .login(let error): LoginView.layout(sheet, text, error: error, into: &layout)
        case .review(let review): ReviewView.layout(sheet, text, review, into: &layout)
        case .createPIN(let error): OutcomeView.createPIN(sheet, text, error: error, into: &layout)
        case .createCode(let error): PreapprovalView.createCode(sheet, text, error: error, into: &layout)
        case .agreement(let agreement): PreapprovalView.agreement(sheet, text, agreement, into: &layout)
        case .receipt(let receipt): OutcomeView.receipt(sheet, text, receipt, into: &layout)
        case .failure(let error): OutcomeView.failure(text, error, into: &layout)
        case .interrupted(let error): OutcomeView.interrupted(text, error, into: &layout)
        case .working, .closed: break
        }
        return layout
    }

    /// The status bar (carrier and clock), the PayPal header and the billing summary, which expands.
    private static func drawChrome(_ sheet: MPLCheckout, _ text: LibraryStrings, clock: String, in rect: Rect, on canvas: inout Canvas) {
        let flow = sheet.flow
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
        canvas.addTarget(summary, MPLControl.summary.target)
        let arrow = sheet.summaryExpanded ? "▴" : "▾"
        guard let total = myTotal(flow, text) else {
            canvas.write(" \(arrow) " + text.preapprovalAgreement, x: rect.x, y: summary.y, style: Style(.summary))
            return
        }
        let amount = total + " "
        canvas.write(" \(arrow) " + text.billingSummary, x: rect.x, y: summary.y, style: Style(.summary), limit: rect.width - DisplayWidth.of(amount) - 1)
        canvas.write(amount, x: rect.maxX - DisplayWidth.of(amount), y: summary.y, style: Style(.summary, bold: true))
    }

    /// What the buyer pays in all: with the funding chosen on the review, its fee included; nil for a preapproval.
    static func myTotal(_ flow: MPLFlow, _ text: LibraryStrings) -> String? {
        if let option = flow.chosenFunding { return text.money(option.total) }
        return flow.order.map { text.money($0.total) }
    }

    static func payWord(_ flow: MPLFlow, _ text: LibraryStrings) -> String {
        flow.order?.purpose == .donation ? text.donate : text.pay
    }

    /// The error line of a screen, in the sheet's colours.
    static func notice(_ notice: MPLFlow.Notice?, _ text: LibraryStrings, into layout: inout SheetLayout<MPLControl>) {
        guard let notice else { return }
        layout.gap()
        layout.text(text.notice(notice), style: Style(.sheetError, bold: true))
    }
}

/// A terminal's size in cells.
public struct TerminalSize: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
