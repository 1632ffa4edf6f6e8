import CheckoutTUI

/// Paints frames of cells into one picture, 8×16 pixels a cell (twice as wide for a double-width character)
/// times `scale`, with Unifont's glyphs: each frame over the one before, repainting only the cells that changed.
struct CellPainter {
    static let cellWidth = 8
    static let cellHeight = 16

    let columns: Int
    let rows: Int
    let scale: Int
    private let font: Unifont
    private let palette: Palette
    private(set) var image: IndexedImage
    /// The cells painted, row by row; nil before the first frame.
    private var painted: [ScreenFrame.Cell]?

    init(columns: Int, rows: Int, scale: Int, font: Unifont, palette: Palette) {
        self.columns = columns
        self.rows = rows
        self.scale = scale
        self.font = font
        self.palette = palette
        image = IndexedImage(
            width: columns * Self.cellWidth * scale, height: rows * Self.cellHeight * scale,
            filledWith: palette.number(of: TerminalColours.defaultBackground))
    }

    /// Paints a frame's cells (a smaller frame in the top left, the rest blank); returns the pixels that changed,
    /// nil when none did.
    mutating func paint(_ frame: [[ScreenFrame.Cell]]) -> Rect? {
        let blank = ScreenFrame.Cell(text: " ", look: CellLook())
        let cells = (0..<rows).flatMap { y in
            (0..<columns).map { x in y < frame.count && x < frame[y].count ? frame[y][x] : blank }
        }
        var changed: Rect?
        for y in 0..<rows {
            for x in 0..<columns where differs(x, y, cells) {
                let index = y * columns + x
                guard !cells[index].text.isEmpty || x == 0 || cells[index - 1].text.isEmpty else { continue }
                let wide = x + 1 < columns && cells[index + 1].text.isEmpty && !cells[index].text.isEmpty
                let area = paintCell(cells[index], x: x, y: y, columns: wide ? 2 : 1)
                changed = changed.map { $0.union(area) } ?? area
            }
        }
        painted = cells
        return changed
    }

    /// A cell needs painting when it or the right half of its character changed, or the left half of its own.
    private func differs(_ x: Int, _ y: Int, _ cells: [ScreenFrame.Cell]) -> Bool {
        guard let painted else { return true }
        let index = y * columns + x
        let neighbours = (x > 0 ? index - 1 : index)...(x + 1 < columns ? index + 1 : index)
        return neighbours.contains { cells[$0] != painted[$0] }
    }

    private mutating func paintCell(_ cell: ScreenFrame.Cell, x: Int, y: Int, columns: Int) -> Rect {
        let (foreground, background) = TerminalColours.of(cell.look)
        let (ink, paper) = (palette.number(of: foreground), palette.number(of: background))
        let width = columns * Self.cellWidth
        var rows = glyphRows(cell.text, width: width)
        if cell.look.bold { rows = rows.map { $0 | $0 >> 1 & Self.mask(width) } }
        if cell.look.underline { rows[Self.cellHeight - 1] = Self.mask(width) }
        let area = Rect(x: x * Self.cellWidth * scale, y: y * Self.cellHeight * scale, width: width * scale, height: Self.cellHeight * scale)
        let (imageWidth, scale) = (image.width, scale)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in 0..<area.height {
                let bits = rows[row / scale]
                let start = (area.y + row) * imageWidth + area.x
                for column in 0..<area.width {
                    pixels[start + column] = bits & (0x8000 >> UInt16(column / scale)) != 0 ? ink : paper
                }
            }
        }
        return area
    }

    /// The rows of the glyph for a cell's text, `width` pixels wide: none for a space, a box for a character
    /// Unifont lacks, a double-width glyph squeezed into a narrow cell.
    private func glyphRows(_ text: String, width: Int) -> [UInt16] {
        let empty = [UInt16](repeating: 0, count: Self.cellHeight)
        guard text != " ", let scalar = text.unicodeScalars.first else { return empty }
        guard let glyph = font[scalar] else { return Self.missingGlyph(width: width) }
        guard glyph.width > width else { return glyph.rows }
        return glyph.rows.map { row in
            (0..<8).reduce(UInt16(0)) { squeezed, x in row & (0xC000 >> UInt16(2 * x)) != 0 ? squeezed | 0x8000 >> UInt16(x) : squeezed }
        }
    }

    /// A box where a glyph is missing, so that the gap is seen.
    private static func missingGlyph(width: Int) -> [UInt16] {
        let edges: UInt16 = 0x4000 | 0x8000 >> UInt16(width - 2)
        let line = mask(width) & ~0x8000 & ~(0x8000 >> UInt16(width - 1))
        return (0..<cellHeight).map { row in row == 2 || row == 13 ? line : (3..<13).contains(row) ? edges : 0 }
    }

    /// The top `width` bits.
    private static func mask(_ width: Int) -> UInt16 { UInt16(truncatingIfNeeded: 0xFFFF << (16 - width)) }
}

private extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        Rect(x: min(x, other.x), y: min(y, other.y), width: max(maxX, other.maxX) - min(x, other.x), height: max(maxY, other.maxY) - min(y, other.y))
    }
}
