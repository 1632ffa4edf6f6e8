/// A list the merchant app shows over its own screen (held authorizations, saved payment methods): a title, one
/// row an entry with the selected one marked, a spinner while PayPal is asked, the last answer in a sentence,
/// and the list's keys on the last line.
struct MerchantListView {
    var title: String
    /// A line under the title about the whole list.
    var subtitle: String?
    var keys: String
    var rows: [String]
    var selected: Int
    /// What the list says when it has no rows.
    var empty: String
    var busy: Bool
    var notice: String?

    func draw(spinner: Int, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area, style: Style(.background))
        let x = area.x + 2
        canvas.write(title, x: x, y: area.y, style: Style(.title, bold: true))
        let keyLine = Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1)
        canvas.fill(keyLine, style: Style(.background))
        canvas.write(keys, x: 1, y: keyLine.y, style: Style(.muted), limit: canvas.width - 2)
        if let subtitle { canvas.write(subtitle, x: x, y: area.y + 1, style: Style(.muted), limit: area.width - 4) }
        var y = area.y + (subtitle == nil ? 2 : 3)
        if rows.isEmpty, !busy, notice == nil {
            canvas.write(empty, x: x, y: y, style: Style(.muted), limit: area.width - 4)
        }
        for (index, row) in rows.enumerated() where y < area.maxY - 3 {
            canvas.write((index == selected ? "› " : "  ") + row, x: x, y: y, style: Style(index == selected ? .selected : .text), limit: area.width - 4)
            y += 1
        }
        y += rows.isEmpty ? 0 : 1
        if busy {
            canvas.write(Spinner.line("Asking PayPal…", turn: spinner), x: x, y: y, style: Style(.muted))
        } else if let notice {
            for line in wrap(notice, width: area.width - 4) where y < area.maxY - 1 {
                canvas.write(line, x: x, y: y, style: Style(.text))
                y += 1
            }
        }
    }
}
