/// What a cell is for; a theme gives each role its colours.
public enum Role: String, CaseIterable, Sendable {
    case background, text, muted, title, border
    case sheet, sheetTitle, statusBar, summary
    case button, buttonFocused, payButton, payButtonFocused
    case field, fieldFocused, selected
    case error, success, pane
}

/// How a cell is drawn: its role plus emphasis.
public struct Style: Equatable, Sendable {
    public var role: Role
    public var bold = false
    public var underline = false

    public init(_ role: Role, bold: Bool = false, underline: Bool = false) {
        self.role = role
        self.bold = bold
        self.underline = underline
    }
}
