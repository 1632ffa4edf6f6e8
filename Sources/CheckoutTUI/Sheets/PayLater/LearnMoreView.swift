import PayPalAPI

/// PayPal's Learn More sheet over the merchant's app, as the messages SDK opens it when the buyer taps the message:
/// the offer's headline, its schedule or terms, how it works, and PayPal's disclosure, all PayPal's words.
struct LearnMoreView {
    let sheet: PayLaterMessaging.LearnMore?
    let scroll: Int
    let strings: PayLaterStrings

    /// The sheet's box in the app's body: as tall as the body, at most 64 columns wide.
    static func rect(in body: Rect) -> Rect { body.centred(width: min(64, body.width), height: body.height) }

    /// Where its content goes, inside the box.
    static func contentRect(in body: Rect) -> Rect {
        let rect = rect(in: body)
        return Rect(x: rect.x + 2, y: rect.y + 1, width: rect.width - 4, height: rect.height - 2)
    }

    /// Draws it over the app's body, which it hides, as PayPal's modal takes the phone's screen.
    func draw(spinner: Int, in body: Rect, on canvas: inout Canvas) {
        let rect = Self.rect(in: body)
        canvas.fill(body, style: Style(.background))
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: strings.learnMoreTitle)
        let inner = Self.contentRect(in: body)
        var layout = SheetLayout<MerchantControl>(width: inner.width, focused: nil)
        switch sheet {
        case .shown(let sheet)?: Self.content(sheet, into: &layout)
        case .failed(let reason)?: layout.text(Sentences.joined(strings.failed, reason), style: Style(.sheetError))
        case .loading?, nil: layout.text(Spinner.line(strings.loading, turn: spinner), style: Style(.sheet))
        }
        layout.draw(in: inner, scroll: layout.clamped(scroll, in: inner), on: &canvas)
    }

    private static func content(_ sheet: LearnMoreAnswer, into layout: inout SheetLayout<MerchantControl>) {
        layout.text(sheet.headline, style: Style(.sheetTitle, bold: true))
        layout.text(sheet.subheadline)
        if !sheet.rows.isEmpty { layout.gap() }
        for row in sheet.rows {
            layout.pair(row.label, row.value, style: Style(.sheet, bold: true))
            if let detail = row.detail { layout.text(detail, style: Style(.sheet), indent: 2) }
        }
        if !sheet.steps.isEmpty { layout.gap() }
        for (index, step) in sheet.steps.enumerated() {
            for (offset, line) in wrap(step, width: layout.width - 3).enumerated() {
                layout.rows.append(.init { canvas, x, y in canvas.write((offset == 0 ? "\(index + 1). " : "   ") + line, x: x, y: y, style: Style(.sheet)) })
            }
        }
        layout.gap()
        layout.text(sheet.disclosure, style: Style(.sheet))
        if let apply = sheet.apply {
            layout.gap()
            layout.text("[ \(apply) ]", style: Style(.button, bold: true))
        }
    }
}
