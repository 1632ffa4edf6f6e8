/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take two, combining
/// marks and joiners none, everything else one. Worked out from Unicode's own data, so it needs no locale and no
/// C library: the screens lay out text the same on any machine and in tests.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20 { return 1 }
        return character.unicodeScalars.reduce(0) { max($0, of($1)) }.clamped(to: 1...2)
    }

    public static func of(_ text: String) -> Int {
        var columns = 0
        for scalar in text.unicodeScalars {
            guard isColumnOfItsOwn(scalar) else { return text.reduce(0) { $0 + of($1) } }
            columns += 1
        }
        return columns
    }

    /// True when every scalar of the text is a one-column character of its own, as in most text the screens
    /// draw: it is then measured and drawn a scalar at a time, without breaking it into characters.
    static func isColumnPerScalar(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isColumnOfItsOwn)
    }

    /// A scalar one column wide that joins no neighbour into one character: printable Latin and the rest below
    /// the combining marks, and the narrow symbols. Whatever could join it (a combining mark, a joiner, a
    /// variation selector, CR before LF) is outside this set.
    private static func isColumnOfItsOwn(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return value >= 0x20 && (value < 0x7F || value >= 0xA0) }
        return value >= 0x2010 && narrowSymbols.contains { $0.contains(value) }
    }

    /// The text cut to fit `limit` columns, ending in "…" when cut.
    public static func truncate(_ text: String, to limit: Int) -> String {
        guard of(text) > limit else { return text }
        guard limit > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > limit - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// Columns of one scalar: 0 for marks that combine with the one before, 2 for wide ones.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        // Latin, Greek and the rest below the combining marks are one column: the common case, answered at once.
        if scalar.value < 0x300 { return 1 }
        // So are the punctuation, arrows and box drawing every frame is full of, answered without Unicode's tables.
        if narrowSymbols.contains(where: { $0.contains(scalar.value) }) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wide.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// Dashes, quotes, bullets and ellipsis; other punctuation; arrows; box drawing, blocks and the geometric shapes
    /// that have no emoji presentation.
    private static let narrowSymbols: [ClosedRange<UInt32>] = [0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC]

    /// Unicode's East Asian Wide (W) and Fullwidth (F) blocks.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

private extension Int {
    func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
