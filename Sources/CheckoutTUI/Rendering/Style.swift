/// What a cell is for; a theme gives each role its colours.
public enum Role: String, CaseIterable, Sendable {
    case background, text, muted, title, border
    case sheet, sheetTitle, statusBar, summary
    case button, buttonFocused, payButton, payButtonFocused
    case field, fieldFocused, selected
    case error, success, pane
    /// An error or a success inside the library's sheet, on the sheet's background.
    case sheetError, sheetSuccess
}

/// How a cell is drawn: its role plus emphasis.
public struct Style: Equatable, Sendable {
    public var role: Role
    public var bold = false
    public var underline = false
    /// Foreground and background swapped, as a text field's cursor is drawn.
    public var reverse = false

    public init(_ role: Role, bold: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.role = role
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }
}
