/// The content of one library screen, laid out top to bottom in the sheet's width, with its buttons pinned to
/// the bottom. Text wraps, never cut; content taller than the sheet scrolls (PgUp/PgDn), and the focused control
/// is always scrolled into view, as a phone's screen scrolls. Any sheet's controls can be laid out.
struct SheetLayout<Control: SheetControl> {
    /// One line of the content: what it draws, and the control on it, if any.
    struct Row {
        var control: Control?
        var draw: (inout Canvas, _ x: Int, _ y: Int) -> Void
    }

    let width: Int
    let focused: Control?
    /// How text is drawn unless told otherwise: on the sheet's background, or the merchant app's.
    let textStyle: Style
    var rows: [Row] = []
    var footer: [Row] = []

    init(width: Int, focused: Control?, textStyle: Style = Style(.sheet)) {
        self.width = width
        self.focused = focused
        self.textStyle = textStyle
    }

    // MARK: Content

    /// Wrapped text, one row a line; a click on it acts on `clickable`, when given (an address's lines change it).
    mutating func text(_ text: String, style: Style? = nil, indent: Int = 0, clickable: Control? = nil) {
        let (width, style) = (width, style ?? textStyle)
        for line in wrap(text, width: width - indent) {
            rows.append(Row { canvas, x, y in
                canvas.write(line, x: x + indent, y: y, style: style)
                if let clickable { canvas.addTarget(Rect(x: x, y: y, width: width, height: 1), clickable.target) }
            })
        }
    }

    mutating func gap() {
        rows.append(Row { _, _, _ in })
    }

    /// A label on the left and a value on the right of one row; the value goes to a row of its own when both
    /// do not fit.
    mutating func pair(_ label: String, _ value: String, style: Style? = nil, indent: Int = 0) {
        let (room, style) = (width - indent, style ?? textStyle)
        guard DisplayWidth.of(label) + 1 + DisplayWidth.of(value) <= room else {
            text(label, style: style, indent: indent)
            text(value, style: style, indent: indent + 2)
            return
        }
        rows.append(Row { canvas, x, y in
            canvas.write(label, x: x + indent, y: y, style: style)
            canvas.write(value, x: x + indent + room - DisplayWidth.of(value), y: y, style: style)
        })
    }

    mutating func field(_ field: TextField, control: Control, width fieldWidth: Int? = nil) {
        let isFocused = focused == control
        let drawnWidth = min(width, fieldWidth ?? width)
        rows.append(Row(control: control) { canvas, x, y in
            canvas.field(field, x: x, y: y, width: drawnWidth, focused: isFocused, target: control.target)
        })
    }

    mutating func choice(_ value: String, control: Control) {
        let isFocused = focused == control
        let width = width
        rows.append(Row(control: control) { canvas, x, y in
            canvas.choice(value, x: x, y: y, width: width, focused: isFocused, target: control.target)
        })
    }

    // MARK: Buttons

    /// A button as the footer draws it.
    struct Button {
        var title: String
        var control: Control
        var pay = false
    }

    /// Buttons side by side at the bottom, in as many rows as they need.
    mutating func buttons(_ buttons: [Button]) {
        var line: [Button] = []
        var used = 0
        for button in buttons {
            let buttonWidth = DisplayWidth.of(button.title) + 2
            if !line.isEmpty, used + 2 + buttonWidth > width {
                footer.append(buttonRow(line))
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : 2) + buttonWidth
            line.append(button)
        }
        if !line.isEmpty { footer.append(buttonRow(line)) }
    }

    /// A button in the content, after what it agrees to: where the text is too long to pin above the footer, the
    /// buyer scrolls through it to reach the button (as a phone's terms end with theirs).
    mutating func button(_ button: Button) {
        rows.append(buttonRow([button]))
    }

    /// Text pinned above the buttons, with them in the footer: what the buyer agrees to by pressing them, so it is
    /// on screen whenever they are, at any size. A blank row follows it.
    mutating func terms(_ text: String) {
        let style = textStyle
        for line in wrap(text, width: width) {
            footer.append(Row { canvas, x, y in canvas.write(line, x: x, y: y, style: style) })
        }
        footer.append(Row { _, _, _ in })
    }

    /// A button too long for a row, as PayPal's "Cancel and return to <merchant>": its words wrapped over as many
    /// footer rows as they need, all of them one control.
    mutating func link(_ title: String, control: Control) {
        let focused = focused == control
        let width = width
        for line in wrap(title, width: width - 2) {
            footer.append(Row(control: control) { canvas, x, y in
                canvas.write(" \(line) ", x: x, y: y, style: Style(focused ? .buttonFocused : .button, bold: focused))
                canvas.addTarget(Rect(x: x, y: y, width: width, height: 1), control.target)
            })
        }
    }

    private func buttonRow(_ buttons: [Button]) -> Row {
        let focused = focused
        return Row(control: buttons.first { $0.control == focused }?.control ?? buttons.first?.control) { canvas, x, y in
            var left = x
            for button in buttons {
                left += canvas.button(
                    button.title, x: left, y: y, focused: focused == button.control, pay: button.pay, mnemonic: button.control.mnemonic,
                    target: button.control.target) + 2
            }
        }
    }

    // MARK: Drawing and scrolling

    /// Draws the content from the top of `rect`, scrolled by `scroll` rows (kept within the content), and the
    /// footer at its bottom; or, with `footerFollows`, right under the content when all of it fits.
    func draw(in rect: Rect, scroll: Int, footerFollows: Bool = false, on canvas: inout Canvas) {
        let footerTop = footerFollows && !overflows(in: rect) ? rect.y + rows.count + 1 : rect.maxY - footer.count
        for (offset, row) in footer.enumerated() { row.draw(&canvas, rect.x, footerTop + offset) }
        let shown = rowsShown(in: rect)
        let first = clamped(scroll, in: rect)
        for (offset, row) in rows[first..<min(rows.count, first + shown)].enumerated() {
            row.draw(&canvas, rect.x, rect.y + offset)
        }
        guard overflows(in: rect) else { return }
        // The sheet pages with PgUp and PgDn; the merchant's app follows its focus.
        let (up, down) = textStyle.role == .sheet ? ("▲ PgUp", "▼ PgDn") : ("▲ more", "▼ more")
        let marks = [first > 0 ? up : nil, first + shown < rows.count ? down : nil].compactMap { $0 }.joined(separator: "  ")
        canvas.write(marks, x: rect.maxX - DisplayWidth.of(marks), y: rect.y + shown, style: Style(textStyle.role, bold: true))
    }

    /// True when `control` is on screen at `scroll`: in the footer, or on a content row scrolled into view.
    func shows(_ control: Control, scroll: Int, in rect: Rect) -> Bool {
        if footer.contains(where: { $0.control == control }) { return true }
        let first = clamped(scroll, in: rect)
        return rows[first..<min(rows.count, first + rowsShown(in: rect))].contains { $0.control == control }
    }

    /// True when the content is taller than the room above the footer, so it scrolls.
    func overflows(in rect: Rect) -> Bool { rows.count > room(in: rect) }

    /// `scroll` kept between the top and the last row's coming into view.
    func clamped(_ scroll: Int, in rect: Rect) -> Int {
        min(max(0, scroll), max(0, rows.count - rowsShown(in: rect)))
    }

    /// The scroll after a page up or down from `scroll`.
    func paged(_ scroll: Int, down: Bool, in rect: Rect) -> Int {
        let page = max(1, rowsShown(in: rect) - 1)
        return clamped(clamped(scroll, in: rect) + (down ? page : -page), in: rect)
    }

    /// The scroll nearest `scroll` that shows every row of `control` (a label over its wrapped value), or its first
    /// rows when they cannot all be shown at once.
    func scroll(_ scroll: Int, showing control: Control?, in rect: Rect) -> Int {
        var scroll = clamped(scroll, in: rect)
        guard let control, let first = rows.firstIndex(where: { $0.control == control }),
              let last = rows.lastIndex(where: { $0.control == control }) else { return scroll }
        let shown = rowsShown(in: rect)
        if last >= scroll + shown { scroll = last - shown + 1 }
        if first < scroll { scroll = first }
        return scroll
    }

    /// Content rows above the footer, less a blank row before it.
    private func room(in rect: Rect) -> Int { max(1, rect.height - footer.count - 1) }

    /// Content rows drawn at once: all the room, less the row of scroll marks when the content overflows.
    private func rowsShown(in rect: Rect) -> Int { overflows(in: rect) ? max(1, room(in: rect) - 1) : room(in: rect) }

    /// Every content row and the footer drawn one under the other, unclipped: what the sheet holds in all.
    func drawnWhole() -> Canvas {
        var canvas = Canvas(width: width, height: rows.count + footer.count, style: Style(.sheet))
        for (offset, row) in (rows + footer).enumerated() { row.draw(&canvas, 0, offset) }
        return canvas
    }
}

/// A control of a sheet: the key that presses it and what a click on it lands on.
protocol SheetControl: Equatable, Sendable {
    /// The key that presses the button when a button has the focus.
    var mnemonic: Character? { get }
    var target: ClickTarget { get }
}
