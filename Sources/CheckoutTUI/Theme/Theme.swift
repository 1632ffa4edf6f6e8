import Foundation

/// Colours and emphasis for every role, read from a theme file in Themes/.
public struct Theme: Equatable, Sendable {
    /// A terminal colour: the terminal's default, or an index (0–7 basic, 8–255 the 256-colour palette).
    public enum Color: Equatable, Sendable {
        case terminalDefault
        case index(Int)

        static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    }

    public struct Entry: Equatable, Sendable {
        public var foreground: Color = .terminalDefault
        public var background: Color = .terminalDefault
        public var bold = false
        public var reverse = false
        public var underline = false
    }

    public var name: String
    public var entries: [Role: Entry]

    public func entry(for role: Role) -> Entry { entries[role] ?? Entry() }

    /// Every role in the terminal's own colours, told apart by emphasis: for terminals without colour,
    /// `NO_COLOR`, and when no theme file can be found.
    public static let plain = Theme(name: "plain", entries: [
        .title: Entry(bold: true), .sheetTitle: Entry(bold: true, reverse: true), .statusBar: Entry(reverse: true),
        .buttonFocused: Entry(bold: true, reverse: true), .payButton: Entry(bold: true),
        .payButtonFocused: Entry(bold: true, reverse: true), .fieldFocused: Entry(underline: true),
        .field: Entry(underline: true), .selected: Entry(reverse: true), .error: Entry(bold: true), .success: Entry(bold: true),
        .sheetError: Entry(bold: true), .sheetSuccess: Entry(bold: true),
    ])
}
