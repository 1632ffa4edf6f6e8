import PayPalVocabulary

/// A grid of styled cells that screens draw into; the terminal puts it on screen, tests read it as text.
/// A double-width character takes its cell and the next, which holds an empty continuation.
public struct Canvas: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        var glyph: Glyph
        public var style: Style

        /// The character drawn here; empty for the right half of a double-width character.
        public var text: String { glyph.text }

        static func blank(_ style: Style) -> Cell { Cell(glyph: .space, style: style) }
        var isContinuation: Bool { glyph.isEmpty }
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
        guard !DisplayWidth.isColumnPerScalar(text) else { return writeScalars(text, x: x, y: y, style: style, end: end) }
        var column = x
        for character in text {
            let (glyph, characterWidth) = Self.glyph(character)
            guard column + characterWidth <= end else {
                if column < end, column >= 0 { set(column, y, .blank(style)) }
                break
            }
            if column >= 0 {
                set(column, y, Cell(glyph: glyph, style: style))
                if characterWidth == 2 { set(column + 1, y, Cell(glyph: .continuation, style: style)) }
            }
            column += characterWidth
        }
        return column - x
    }

    /// A character as a cell shows it, and its columns. A control character, which would move the terminal's
    /// cursor or come out as two columns (^[), and one longer than a cell holds show as �.
    private static func glyph(_ character: Character) -> (Glyph, width: Int) {
        guard !character.unicodeScalars.contains(where: TerminalText.isControl), let glyph = Glyph(fitting: character) else { return (Glyph("\u{FFFD}"), 1) }
        return (glyph, DisplayWidth.of(character))
    }

    /// Writes text whose every scalar is a one-column character: a cell a scalar, with no grapheme breaking.
    private mutating func writeScalars(_ text: String, x: Int, y: Int, style: Style, end: Int) -> Int {
        var column = x
        for scalar in text.unicodeScalars {
            guard column < end else { break }
            if column >= 0 { set(column, y, Cell(glyph: Glyph(scalar), style: style)) }
            column += 1
        }
        return column - x
    }

    /// Writes text centred in a rectangle's row.
    public mutating func writeCentred(_ text: String, in rect: Rect, y: Int, style: Style) {
        let fitted = DisplayWidth.truncate(text, to: rect.width)
        write(fitted, x: rect.x + max(0, (rect.width - DisplayWidth.of(fitted)) / 2), y: y, style: style, limit: rect.width)
    }

    public mutating func fill(_ rect: Rect, style: Style) {
        for y in rows(from: rect.y, to: rect.maxY) {
            repeatCell(.blank(style), from: rect.x, to: rect.maxX, y: y)
        }
    }

    /// The rows `from..<to` that are on the canvas, none when `to` is not past `from`.
    private func rows(from: Int, to: Int) -> Range<Int> {
        let (top, bottom) = (max(0, from), min(height, to))
        return top < bottom ? top..<bottom : 0..<0
    }

    /// Puts one cell in the columns `from..<to` of a row (clipped to the canvas).
    private mutating func repeatCell(_ cell: Cell, from: Int, to: Int, y: Int) {
        let (left, right) = (max(0, from), min(width, to))
        guard left < right else { return }
        // Only the run's ends can cut a double-width character in two; inside it, both halves are overwritten.
        set(left, y, cell)
        set(right - 1, y, cell)
        guard right - left > 2 else { return }
        let row = y * width
        cells.withUnsafeMutableBufferPointer { cells in
            for index in row + left + 1..<row + right - 1 { cells[index] = cell }
        }
    }

    /// A box of Unicode line characters around the rectangle, with an optional title in its top edge.
    public mutating func box(_ rect: Rect, style: Style, title: String? = nil, rounded: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let corners: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        let (top, bottom) = (rect.y, rect.maxY - 1)
        for (y, left, right) in [(top, corners.0, corners.1), (bottom, corners.2, corners.3)] where y >= 0 && y < height {
            repeatCell(Cell(glyph: Glyph("─"), style: style), from: rect.x + 1, to: rect.maxX - 1, y: y)
            set(rect.x, y, Cell(glyph: Glyph(left), style: style))
            set(rect.maxX - 1, y, Cell(glyph: Glyph(right), style: style))
        }
        for y in rows(from: top + 1, to: bottom) {
            set(rect.x, y, Cell(glyph: Glyph("│"), style: style))
            set(rect.maxX - 1, y, Cell(glyph: Glyph("│"), style: style))
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

    /// Draws into a part of the canvas as if it were a canvas of its own, what is there already under it: a layer
    /// draws in its region and cannot spill out of it.
    mutating func draw(in rect: Rect, _ body: (inout Canvas) -> Void) {
        let region = Rect(x: max(0, rect.x), y: max(0, rect.y), width: min(rect.maxX, width) - max(0, rect.x), height: min(rect.maxY, height) - max(0, rect.y))
        guard region.width > 0, region.height > 0 else { return }
        var part = Canvas(width: region.width, height: region.height)
        // A region as wide as the canvas is one run of cells: copied in one move each way.
        let rows = region.x == 0 && region.width == width ? [(0, region.height)] : (0..<region.height).map { ($0, 1) }
        for (row, count) in rows {
            let from = (region.y + row) * width + region.x
            part.cells.replaceSubrange(row * region.width..<(row + count) * region.width, with: cells[from..<from + count * region.width])
        }
        body(&part)
        for (row, count) in rows {
            let to = (region.y + row) * width + region.x
            cells.replaceSubrange(to..<to + count * region.width, with: part.cells[row * region.width..<(row + count) * region.width])
        }
        targets += part.targets.map { Target(rect: Rect(x: $0.rect.x + region.x, y: $0.rect.y + region.y, width: $0.rect.width, height: $0.rect.height), target: $0.target) }
    }

    /// Forgets the controls drawn so far: a layer that takes every key is drawn over them, and clicks on them do
    /// nothing.
    mutating func forgetTargets() { targets = [] }

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
