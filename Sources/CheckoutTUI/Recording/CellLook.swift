/// How a cell looked on screen: its colours as the theme in use gave them and its emphasis, with nothing left for
/// a reader to look up.
public struct CellLook: Codable, Hashable, Sendable {
    /// A 256-colour palette index (0–15 the terminal's basic colours); nil for the terminal's own colour.
    public var foreground: Int?
    public var background: Int?
    public var bold: Bool
    public var underline: Bool
    /// Foreground and background swapped: kept as a flag, not swapped here, because the terminal's own colours
    /// have no number to swap.
    public var reverse: Bool

    public init(foreground: Int? = nil, background: Int? = nil, bold: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }

    /// A style as a theme draws it; without colours (`NO_COLOR`, a monochrome theme) only its emphasis.
    public init(_ style: Style, theme: Theme, colors: Bool) {
        let entry = theme.entry(for: style.role)
        self.init(
            foreground: colors ? entry.foreground.index : nil, background: colors ? entry.background.index : nil,
            bold: style.bold || entry.bold, underline: style.underline || entry.underline, reverse: style.reverse != entry.reverse)
    }
}

private extension Theme.Color {
    var index: Int? {
        switch self {
        case .terminalDefault: nil
        case .index(let index): index
        }
    }
}
