/// A list the merchant's app shows in its frame (held authorizations, saved payment methods): a title, one row an
/// entry with the selected one marked (scrolled into view), and pinned at the bottom a spinner while PayPal is asked
/// or what the last call came to.
struct MerchantListView {
    var title: String
    /// Lines under the title about the whole list.
    var subtitles: [String] = []
    var rows: [String]
    var selected: Int
    /// What the list says when it has no rows.
    var empty: String
    var busy: Bool
    var notice: String?

    func draw(spinner: Int, in body: Rect, on canvas: inout Canvas) {
        canvas.fill(body, style: Style(.background))
        let focus = MerchantControl.row(selected)
        var layout = SheetLayout<MerchantControl>(width: body.width, focused: focus, textStyle: Style(.text))
        layout.text(title, style: Style(.title, bold: true))
        for subtitle in subtitles { layout.text(subtitle, style: Style(.muted)) }
        layout.gap()
        if rows.isEmpty, !busy, notice == nil { layout.text(empty, style: Style(.muted)) }
        for (index, row) in rows.enumerated() {
            let isSelected = index == selected
            let lines = wrap(row, width: body.width - 2)
            for (offset, line) in lines.enumerated() {
                layout.rows.append(.init(control: .row(index)) { canvas, x, y in
                    canvas.write((isSelected && offset == 0 ? "› " : "  ") + line, x: x, y: y, style: Style(isSelected ? .selected : .text))
                })
            }
        }
        if busy {
            layout.footerText(Spinner.line("Asking PayPal…", turn: spinner), style: Style(.muted))
        } else if let notice {
            layout.footerText(notice, style: Style(.text))
        }
        layout.draw(in: body, scroll: layout.scroll(0, showing: focus, in: body), on: &canvas)
    }
}
