/// Rows of a settings form and rows pinned at the bottom, for the merchant's app and its screens.
extension SheetLayout {
    /// A setting: its label, then its value (a text field, or a choice ←→ change) beside it, or on the rows below
    /// when both do not fit; a choice's words wrap, never cut. Values start `labelWidth` columns in (a form's
    /// widest label), or right after the label when none is given.
    mutating func setting(_ label: String, value: String, field: TextField?, control: Control, labelWidth: Int? = nil) {
        // Values line up at 14 columns in a wide column; in a narrow one, as close as the labels allow.
        let labelWidth = width >= 60 ? 14 : (labelWidth ?? DisplayWidth.of(label) + 2)
        let focused = focused == control
        let target = control.target
        let besideRoom = width - labelWidth
        let beside = besideRoom >= 16 && (field != nil || DisplayWidth.of(value) + 4 <= besideRoom)
        let labelStyle = Style(focused ? .selected : .text)
        if !beside { rows.append(Row(control: control) { canvas, x, y in canvas.write(label, x: x, y: y, style: labelStyle) }) }
        let valueX = beside ? labelWidth : 2
        let room = width - valueX
        if let field {
            rows.append(Row(control: control) { canvas, x, y in
                if beside { canvas.write(label, x: x, y: y, style: labelStyle) }
                // Two cells in, where a choice's value starts after its ‹.
                canvas.field(field, x: x + valueX + 2, y: y, width: room - 2, focused: focused, target: target)
            })
            return
        }
        let lines = wrap(value, width: room - 4)
        for (index, line) in lines.enumerated() {
            let first = index == 0, last = index == lines.count - 1
            rows.append(Row(control: control) { canvas, x, y in
                if beside, first { canvas.write(label, x: x, y: y, style: labelStyle) }
                let role: Role = focused ? .selected : .sheet
                canvas.fill(Rect(x: x + valueX, y: y, width: room, height: 1), style: Style(role))
                canvas.addTarget(Rect(x: x + valueX, y: y, width: room, height: 1), target)
                let text = (focused && first ? "‹ " : "  ") + line + (focused && last ? " ›" : "")
                canvas.write(text, x: x + valueX, y: y, style: Style(role, bold: focused), limit: room)
            })
        }
    }

    /// Text pinned at the bottom, under what the footer holds already, wrapped.
    mutating func footerText(_ text: String, style: Style) {
        for line in wrap(text, width: width) {
            footer.append(Row { canvas, x, y in canvas.write(line, x: x, y: y, style: style) })
        }
    }

    /// Rows pinned at the bottom, drawn together from the first one's place.
    mutating func footerRows(_ count: Int, control: Control? = nil, draw: @escaping (inout Canvas, _ x: Int, _ y: Int) -> Void) {
        guard count > 0 else { return }
        footer.append(Row(control: control, draw: draw))
        for _ in 1..<count { footer.append(Row(control: control) { _, _, _ in }) }
    }
}
