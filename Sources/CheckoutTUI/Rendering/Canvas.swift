/// A grid of styled cells that screens draw into; the terminal puts it on screen, tests read it as text.
/// A double-width character takes its cell and the next, which holds an empty continuation.
public struct Canvas: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        /// The character drawn here; empty for the right half of a double-width character.
        public var text: String
        public var style: Style

        static func blank(_ style: Style) -> Cell { Cell(text: " ", style: style) }
        var isContinuation: Bool { text.isEmpty }
    }

    /// Where a click does something: drawn controls register themselves as they are drawn.
    struct Target: Equatable, Sendable {
        var rect: Rect
        var target: ClickTarget
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    private(set) var targets: [Target] = []

    public init(width: Int, height: Int, style: Style = Style(.background)) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// Writes text from (x, y) on one line, clipped to `limit` columns (and the canvas); returns the columns used.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        let end = min(width, x + (limit ?? width))
        var column = x
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard column + characterWidth <= end else {
                if column < end, column >= 0 { set(column, y, Cell(text: " ", style: style)) }
                break
            }
            if column >= 0 {
                set(column, y, Cell(text: String(character), style: style))
                if characterWidth == 2 { set(column + 1, y, Cell(text: "", style: style)) }
            }
            column += characterWidth
        }
        return column - x
    }

    /// Writes text centred in a rectangle's row.
    public mutating func writeCentred(_ text: String, in rect: Rect, y: Int, style: Style) {
        let fitted = DisplayWidth.truncate(text, to: rect.width)
        write(fitted, x: rect.x + max(0, (rect.width - DisplayWidth.of(fitted)) / 2), y: y, style: style, limit: rect.width)
    }

    public mutating func fill(_ rect: Rect, style: Style) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) { set(x, y, .blank(style)) }
        }
    }

    /// A box of Unicode line characters around the rectangle, with an optional title in its top edge.
    public mutating func box(_ rect: Rect, style: Style, title: String? = nil, rounded: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        let corners = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        write(corners.0 + horizontal + corners.1, x: rect.x, y: rect.y, style: style)
        write(corners.2 + horizontal + corners.3, x: rect.x, y: rect.maxY - 1, style: style)
        for y in rect.y + 1..<rect.maxY - 1 {
            write("│", x: rect.x, y: y, style: style)
            write("│", x: rect.maxX - 1, y: y, style: style)
        }
        if let title { write(" \(title) ", x: rect.x + 2, y: rect.y, style: Style(style.role, bold: true), limit: rect.width - 4) }
    }

    /// Copies the top rows of a canvas as wide as this one, with the controls drawn in them.
    mutating func place(_ top: Canvas, rows: Int) {
        let count = min(rows, height, top.height) * width
        guard top.width == width, count > 0 else { return }
        cells.replaceSubrange(0..<count, with: top.cells[0..<count])
        targets += top.targets.filter { $0.rect.maxY <= rows }
    }

    mutating func addTarget(_ rect: Rect, _ target: ClickTarget) {
        targets.append(Target(rect: rect, target: target))
    }

    /// The control drawn last (so topmost) at a cell, if any.
    func target(atX x: Int, y: Int) -> ClickTarget? {
        targets.last { $0.rect.contains(x: x, y: y) }?.target
    }

    /// The canvas as lines of text, for snapshot tests (trailing spaces kept, continuations skipped).
    public var lines: [String] {
        (0..<height).map { y in (0..<width).map { self[$0, y].text }.joined() }
    }

    private mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard x >= 0, x < width else { return }
        let index = y * width + x
        let old = cells[index]
        // Overwriting either half of a double-width character blanks the other half.
        if !cell.isContinuation, old.isContinuation, x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        if !old.isContinuation, x + 1 < width, cells[index + 1].isContinuation { cells[index + 1] = .blank(cells[index + 1].style) }
        cells[index] = cell
    }
}
