/// Breaks text into lines of at most `width` columns, by display width: at spaces, between the characters of
/// scripts written without spaces (Japanese, Chinese), and inside a word only when it is wider than a line (then
/// after a path's or an address's parts first).
/// Line breaks in the text are kept. Nothing is dropped.
public func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    if isOneLine(text), DisplayWidth.of(text) <= width { return [text] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
        var lines = LineFiller(width: width)
        for unit in BreakUnit.split(String(paragraph)) { lines.add(unit) }
        return lines.finish()
    }
}

/// True when wrapping the text would give it back whole, if it fits: no line break or other control character,
/// and no space at either end or beside another, which wrapping drops.
private func isOneLine(_ text: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in text.utf8 {
        if byte < 0x20 || (byte == 0x20 && previous == 0x20) { return false }
        previous = byte
    }
    return previous != 0x20
}

/// The pieces a line may break between: a word with the space before it, or one wide character; a number keeps
/// the wide character that counts it (3回, 2週), as Japanese lines never part them.
private struct BreakUnit {
    var text: String
    var spaceBefore: Bool

    static func split(_ paragraph: String) -> [BreakUnit] {
        var units: [BreakUnit] = []
        var word = ""
        var spaceBefore = false
        func flush() {
            guard !word.isEmpty else { return }
            units.append(BreakUnit(text: word, spaceBefore: spaceBefore))
            word = ""
            spaceBefore = false
        }
        for character in paragraph {
            if character == " " {
                flush()
                spaceBefore = !units.isEmpty
            } else if DisplayWidth.of(character) == 2, word.last?.isASCII == true, word.last?.isNumber == true {
                word.append(character)
                flush()
            } else if DisplayWidth.of(character) == 2 {
                flush()
                units.append(BreakUnit(text: String(character), spaceBefore: spaceBefore))
                spaceBefore = false
            } else {
                word.append(character)
            }
        }
        flush()
        return units
    }
}

private struct LineFiller {
    let width: Int
    var lines: [String] = []
    var current = ""
    var used = 0

    mutating func add(_ unit: BreakUnit) {
        let separator = unit.spaceBefore && !current.isEmpty ? " " : ""
        let needed = DisplayWidth.of(separator) + DisplayWidth.of(unit.text)
        if used + needed <= width {
            append(separator + unit.text)
            return
        }
        if unit.text.first?.mayNotStartALine == true {
            // A line does not start with a closing mark (、。」) or a small kana (ャ): the characters before it go
            // down with it, as many as it takes (ョッ), when they fit on a line.
            var (kept, carried) = (current, unit.text)
            while carried.first?.mayNotStartALine == true, let last = kept.last, DisplayWidth.of(carried) + DisplayWidth.of(last) <= width {
                kept.removeLast()
                carried = String(last) + carried
            }
            if carried.first?.mayNotStartALine != true, !kept.isEmpty {
                current = kept
                newLine()
                append(carried)
                return
            }
        }
        if !current.isEmpty { newLine() }
        // A word wider than a line (a path, an address) breaks where it has parts, and inside a part only when the
        // part itself is wider than a line.
        for part in Self.parts(of: unit.text) {
            if used > 0, used + DisplayWidth.of(part) > width { newLine() }
            for character in part {
                if used + DisplayWidth.of(character) > width { newLine() }
                append(String(character))
            }
        }
    }

    /// A long word's parts: after each `/ . ? & = : _`, after a `-` that ends a lower-case word (`app-`, but not an
    /// identifier's prefix such as `AP-`), and before an `@` (`/v2/`, `checkout/`; `alexandra.`, `rivera`,
    /// `@personal.`; `app-`, `switch:`, `started`).
    private static func parts(of word: String) -> [String] {
        var parts: [String] = []
        var part = ""
        for character in word {
            if character == "@", !part.isEmpty {
                parts.append(part)
                part = ""
            }
            part.append(character)
            if "/.?&=:_".contains(character) || character == "-" && part.contains(where: \.isLowercase) {
                parts.append(part)
                part = ""
            }
        }
        if !part.isEmpty { parts.append(part) }
        return parts
    }

    mutating func finish() -> [String] {
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    private mutating func append(_ text: String) {
        current += text
        used += DisplayWidth.of(text)
    }

    private mutating func newLine() {
        lines.append(current)
        current = ""
        used = 0
    }
}

private extension Character {
    /// What a Japanese or Chinese line may not start with (kinsoku): the marks that close a phrase or sentence,
    /// the long-vowel mark, and the small kana, which belong to the character before them.
    var mayNotStartALine: Bool { "、。，．・：；？！）」』】〕〉》ー…!?,.:;)ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ".contains(self) }
}
