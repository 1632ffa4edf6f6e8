/// Small drawing pieces the screens share.
extension Canvas {
    /// A button, `[ Title ]`, with its mnemonic letter underlined; returns its width.
    @discardableResult
    mutating func button(
        _ title: String, x: Int, y: Int, focused: Bool, pay: Bool = false, mnemonic: Character? = nil, target: ClickTarget? = nil
    ) -> Int {
        let role: Role = pay ? (focused ? .payButtonFocused : .payButton) : (focused ? .buttonFocused : .button)
        let label = " \(title) "
        let width = write(label, x: x, y: y, style: Style(role, bold: focused))
        if let target { addTarget(Rect(x: x, y: y, width: width, height: 1), target) }
        if let mnemonic, let index = title.lowercased().firstIndex(of: mnemonic) {
            let offset = DisplayWidth.of(String(title[..<index])) + 1
            write(String(title[index]), x: x + offset, y: y, style: Style(role, bold: focused, underline: true))
        }
        return DisplayWidth.of(label)
    }

    /// A one-line text field; a secret shows a bullet per character.
    mutating func field(_ value: String, x: Int, y: Int, width: Int, focused: Bool, secret: Bool, target: ClickTarget? = nil) {
        if let target { addTarget(Rect(x: x, y: y, width: width, height: 1), target) }
        let shown = secret ? String(repeating: "•", count: value.count) : value
        let role: Role = focused ? .fieldFocused : .field
        fill(Rect(x: x, y: y, width: width, height: 1), style: Style(role))
        let visible = DisplayWidth.of(shown) < width ? shown : String(shown.suffix(width - 1))
        let used = write(visible, x: x, y: y, style: Style(role), limit: width)
        if focused, used < width { write("▏", x: x + used, y: y, style: Style(role)) }
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
