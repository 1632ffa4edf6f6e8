/// What every phone screen a flow draws shares: another app taking the whole screen under its bar, or a web page in
/// the browser under its address bar, and the lines of the screen below either.
enum PhoneChrome {
    /// Another app has the whole screen, its name in its bar and iOS's "◀ <merchant>" back to the app: the merchant's
    /// app is not under it, as iOS shows one app at a time. The area left for the app's screen.
    static func app(_ name: String, back: String, in frame: Rect, on canvas: inout Canvas) -> Rect {
        canvas.fill(canvas.bounds, style: Style(.sheet))
        let bar = Rect(x: 0, y: 0, width: canvas.width, height: 1)
        canvas.fill(bar, style: Style(.sheetTitle))
        canvas.writeCentred(name, in: bar, y: 0, style: Style(.sheetTitle, bold: true))
        canvas.write(DisplayWidth.truncate(back, to: (bar.width - DisplayWidth.of(name)) / 2 - 2), x: 1, y: 0, style: Style(.sheetTitle))
        return Rect(x: frame.x + 2, y: frame.y + 2, width: frame.width - 4, height: frame.height - 3)
    }

    /// A web page in the browser over the merchant's app: its address, its title under it. The area left for the page.
    static func webPage(_ address: String, title: String, in frame: Rect, on canvas: inout Canvas) -> Rect {
        canvas.box(Rect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2), style: Style(.border), rounded: true)
        canvas.fill(frame, style: Style(.sheet))
        canvas.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), style: Style(.field))
        canvas.write(DisplayWidth.truncate(address, to: frame.width - 2), x: frame.x + 1, y: frame.y, style: Style(.field))
        canvas.writeCentred(title, in: frame, y: frame.y + 1, style: Style(.sheet, bold: true))
        return Rect(x: frame.x + 2, y: frame.y + 3, width: frame.width - 4, height: frame.height - 4)
    }
}

/// A phone screen's lines, top down, each wrapped to the body and cut at its bottom.
struct PhoneLines {
    let body: Rect
    var y: Int
    private var texts: [(String, Int, Style, centred: Bool)] = []

    init(body: Rect) {
        self.body = body
        y = body.y
    }

    private var hasRoom: Bool { y < body.maxY }

    mutating func gap() { y += 1 }

    mutating func wrapped(_ text: String, _ role: Role, bold: Bool = false) {
        for line in wrap(text, width: body.width) where hasRoom {
            texts.append((line, y, Style(role, bold: bold), false))
            y += 1
        }
    }

    mutating func centred(_ text: String, _ role: Role) {
        guard hasRoom else { return }
        texts.append((text, y, Style(role), true))
        y += 1
    }

    mutating func label(_ text: String) { wrapped(text, .sheet) }

    mutating func field(_ field: TextField, focused: Bool, on canvas: inout Canvas) {
        guard hasRoom else { return }
        canvas.field(field, x: body.x, y: y, width: body.width, focused: focused)
        y += 1
    }

    mutating func choice(_ value: String, on canvas: inout Canvas) {
        guard hasRoom else { return }
        canvas.choice(value, x: body.x, y: y, width: body.width, focused: true)
        y += 1
    }

    mutating func button(_ title: String, pay: Bool, key: String, on canvas: inout Canvas) {
        guard hasRoom else { return }
        let used = canvas.button(DisplayWidth.truncate(title, to: body.width - DisplayWidth.of(key) - 6), x: body.x, y: y, focused: true, pay: pay)
        canvas.write(key, x: body.x + used + 1, y: y, style: Style(.muted))
        y += 2
    }

    func flush(on canvas: inout Canvas) {
        for (text, y, style, centred) in texts {
            if centred {
                canvas.writeCentred(text, in: body, y: y, style: style)
            } else {
                canvas.write(text, x: body.x, y: y, style: style, limit: body.width)
            }
        }
    }
}
