/// Small drawing pieces the screens share.
extension Canvas {
    /// A button, ` Title `, with its mnemonic letter underlined; returns its width. A focused button shows `›Title‹`
    /// (a PayPal-gold one keeps its colours under the focus), so a presenter tabbing sees which one Enter presses in
    /// any theme.
    @discardableResult
    mutating func button(
        _ title: String, x: Int, y: Int, focused: Bool, pay: Bool = false, mnemonic: Character? = nil, target: ClickTarget? = nil
    ) -> Int {
        let role: Role = pay ? (focused ? .payButtonFocused : .payButton) : (focused ? .buttonFocused : .button)
        let label = focused ? "›\(title)‹" : " \(title) "
        let width = write(label, x: x, y: y, style: Style(role, bold: focused))
        if let target { addTarget(Rect(x: x, y: y, width: width, height: 1), target) }
        if let mnemonic, let index = title.lowercased().firstIndex(of: mnemonic) {
            let offset = DisplayWidth.of(String(title[..<index])) + 1
            write(String(title[index]), x: x + offset, y: y, style: Style(role, bold: focused, underline: true))
        }
        return DisplayWidth.of(label)
    }

    /// A one-line text field: a secret shows a bullet per character; a long value scrolls to keep the cursor,
    /// drawn reversed, in view while the field has the focus, and shows its start, cut with "…", while it has not.
    mutating func field(_ field: TextField, x: Int, y: Int, width: Int, focused: Bool, target: ClickTarget? = nil) {
        if let target { addTarget(Rect(x: x, y: y, width: width, height: 1), target) }
        let role: Role = focused ? .fieldFocused : .field
        fill(Rect(x: x, y: y, width: width, height: 1), style: Style(role))
        guard focused else {
            // Without the cursor, a value longer than the field shows its start, cut with "…" at its end.
            write(DisplayWidth.truncate(field.shownText, to: width), x: x, y: y, style: Style(role), limit: width)
            return
        }
        let window = field.window(width: width)
        write(window.shown, x: x, y: y, style: Style(role), limit: width)
        let under = self[min(x + window.cursorColumn, self.width - 1), y].text
        write(under == " " || under.isEmpty ? "▏" : under, x: x + window.cursorColumn, y: y, style: Style(role, reverse: under != " " && !under.isEmpty))
    }

    /// A choice shown as `‹ value ›`, the arrows only when focused.
    mutating func choice(_ value: String, x: Int, y: Int, width: Int, focused: Bool, target: ClickTarget? = nil) {
        if let target { addTarget(Rect(x: x, y: y, width: width, height: 1), target) }
        let role: Role = focused ? .selected : .sheet
        fill(Rect(x: x, y: y, width: width, height: 1), style: Style(role))
        let text = focused ? "‹ " + DisplayWidth.truncate(value, to: width - 4) + " ›" : "  " + DisplayWidth.truncate(value, to: width - 2)
        write(text, x: x, y: y, style: Style(role, bold: focused), limit: width)
    }
}
