/// A frame as it was on screen, in a form that outlives the program: each row's characters and the looks of its
/// cells. `payterm record` keeps one per change beside its cast; a watcher could be sent the same.
public struct ScreenFrame: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Each row's characters; a double-width character stands once for its two cells.
    public var rows: [String]
    /// The looks the cells have, each once.
    public var looks: [CellLook]
    /// Each row's cells as runs of one look: pairs of a count of cells and an index into `looks`.
    public var runs: [[Int]]

    /// One cell of a frame: its character, empty for the right half of a double-width one.
    public struct Cell: Equatable, Sendable {
        public var text: String
        public var look: CellLook

        public init(text: String, look: CellLook) {
            self.text = text
            self.look = look
        }
    }

    /// A frame that does not hold together: rows or runs of the wrong length, a look that is not there.
    public struct Garbled: Error, CustomStringConvertible {
        public let description: String
    }

    /// The canvas as drawn with `theme` (its emphasis only, without `colors`).
    public init(_ canvas: Canvas, theme: Theme, colors: Bool) {
        width = canvas.width
        height = canvas.height
        var lookIndex: [CellLook: Int] = [:]
        var looks: [CellLook] = []
        var styleLooks: [(Style, Int)] = []
        rows = []
        runs = []
        for y in 0..<canvas.height {
            var text = ""
            var row: [Int] = []
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                text += cell.text
                // A frame has a handful of styles: a short list beats hashing every cell's look.
                let index: Int
                if let known = styleLooks.first(where: { $0.0 == cell.style }) {
                    index = known.1
                } else {
                    let look = CellLook(cell.style, theme: theme, colors: colors)
                    index = lookIndex[look] ?? looks.count
                    if index == looks.count {
                        looks.append(look)
                        lookIndex[look] = index
                    }
                    styleLooks.append((cell.style, index))
                }
                if row.last == index { row[row.count - 2] += 1 } else { row += [1, index] }
            }
            rows.append(text)
            runs.append(row)
        }
        self.looks = looks
    }

    /// A terminal's columns or lines at most.
    static let largestSide = 2_000

    /// The cells row by row, checked to hold together.
    public func cells() throws(Garbled) -> [[Cell]] {
        // Frames come from files and other people's fronts: a size no terminal has is refused before anything is made for it.
        guard (0...Self.largestSide).contains(width), (0...Self.largestSide).contains(height) else {
            throw Garbled(description: "a frame of \(width)×\(height) cells is larger than any terminal")
        }
        guard rows.count == height, runs.count == height else {
            throw Garbled(description: "\(height) rows expected, \(rows.count) rows and \(runs.count) runs found")
        }
        return try (0..<height).map { y throws(Garbled) in
            let texts = try columns(of: rows[y], row: y)
            var cells: [Cell] = []
            cells.reserveCapacity(width)
            var pairs = runs[y][...]
            while pairs.count >= 2, let count = pairs.popFirst(), let index = pairs.popFirst() {
                guard looks.indices.contains(index), count > 0, cells.count + count <= width else {
                    throw Garbled(description: "row \(y + 1)'s runs go past its \(width) cells or name no look")
                }
                for _ in 0..<count { cells.append(Cell(text: texts[cells.count], look: looks[index])) }
            }
            guard cells.count == width, pairs.isEmpty else {
                throw Garbled(description: "row \(y + 1)'s runs cover \(cells.count) of its \(width) cells")
            }
            return cells
        }
    }

    /// A row's text cell by cell, a double-width character followed by an empty cell.
    private func columns(of text: String, row: Int) throws(Garbled) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(width)
        for character in text {
            texts.append(String(character))
            if DisplayWidth.of(character) == 2 { texts.append("") }
        }
        guard texts.count == width else { throw Garbled(description: "row \(row + 1) is \(texts.count) cells wide, not \(width)") }
        return texts
    }
}
