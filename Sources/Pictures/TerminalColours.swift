import CheckoutTUI

/// The colours a terminal shows for a cell: xterm's 256-colour palette, and a dark terminal's own foreground
/// and background for the cells a theme leaves in the terminal's colours.
enum TerminalColours {
    static let defaultForeground = RGB(0xD0, 0xD0, 0xD0)
    static let defaultBackground = RGB(0x1C, 0x1C, 0x1C)

    /// The cell's foreground and background, reversed if it is.
    static func of(_ look: CellLook) -> (foreground: RGB, background: RGB) {
        let foreground = look.foreground.map(xterm) ?? defaultForeground
        let background = look.background.map(xterm) ?? defaultBackground
        return look.reverse ? (background, foreground) : (foreground, background)
    }

    /// xterm's colour for a 256-colour palette index: 16 basic colours, a 6×6×6 cube, then 24 greys.
    static func xterm(_ index: Int) -> RGB {
        switch index {
        case ..<16:
            let basic: [(UInt8, UInt8, UInt8)] = [
                (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
                (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
                (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
                (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
            ]
            let (red, green, blue) = basic[max(0, index)]
            return RGB(red, green, blue)
        case ..<232:
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (min(index, 255) - 232))
            return RGB(grey, grey, grey)
        }
    }
}
