/// An alert as iOS draws one over an app (SwiftUI's `.alert`): its title, its message, and its one button, in a
/// rounded box as tall as its words, centred over the screen under it.
struct AlertBox: Equatable, Sendable {
    var title: String
    /// The message's paragraphs, each wrapped to the box.
    var message: [String]
    var button: String
    /// How the title reads: `sheetSuccess` or `sheetError`.
    var titleRole: Role

    /// Where the box stands in `bounds`.
    func rect(in bounds: Rect) -> Rect {
        let width = min(52, bounds.width - 4)
        return bounds.centred(width: width, height: lines(width: width - 4).count + 4)
    }

    func draw(in bounds: Rect, on canvas: inout Canvas) {
        let rect = rect(in: bounds)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), rounded: true)
        let inside = rect.inset(by: 2)
        for (offset, line) in lines(width: inside.width).enumerated() where rect.y + 1 + offset < rect.maxY - 2 {
            canvas.writeCentred(line.text, in: inside, y: rect.y + 1 + offset, style: line.isTitle ? Style(titleRole, bold: true) : Style(.sheet))
        }
        canvas.button(button, x: rect.x + (rect.width - DisplayWidth.of(button) - 2) / 2, y: rect.maxY - 2, focused: true)
    }

    /// The title's lines, a blank line, then each paragraph's lines with a blank line between.
    private func lines(width: Int) -> [(text: String, isTitle: Bool)] {
        var lines = wrap(title, width: width).map { (text: $0, isTitle: true) }
        for paragraph in message {
            lines.append((text: "", isTitle: false))
            lines += wrap(paragraph, width: width).map { (text: $0, isTitle: false) }
        }
        return lines
    }
}
