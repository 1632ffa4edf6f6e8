import CNcurses

/// How many terminal columns text takes: CJK and most emoji take two, combining marks none.
public enum DisplayWidth {
    /// wcwidth answers only under a UTF-8 locale; the front and the tests both need one.
    private static let utf8Locale: Void = pt_prepare_utf8_locale()

    public static func prepareLocale() { _ = utf8Locale }

    public static func of(_ character: Character) -> Int {
        prepareLocale()
        var width = 0
        for scalar in character.unicodeScalars {
            width = max(width, Int(pt_wcwidth(scalar.value)))
        }
        return max(1, width)
    }

    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
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
}
