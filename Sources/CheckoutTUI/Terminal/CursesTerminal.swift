import CNcurses

/// The one place ncurses is called: it owns the terminal from `start` to `stop`, puts canvases on screen
/// (sending ncurses only the cells that changed) and reads keys. Use it from one thread only.
final class CursesTerminal {
    private let theme: Theme
    private let wantsColors: Bool
    private var colors = false
    private var pairs: [Role: Int16] = [:]
    private var shown: Canvas?

    init(theme: Theme, colors: Bool) {
        self.theme = theme
        self.wantsColors = colors
    }

    func start() {
        DisplayWidth.prepareLocale()
        colors = pt_start(wantsColors ? 1 : 0) == 1
        guard colors else { return }
        for (index, role) in Role.allCases.enumerated() {
            let entry = theme.entry(for: role)
            let pair = Int16(index + 1)
            pt_init_pair(pair, code(entry.foreground), code(entry.background))
            pairs[role] = pair
        }
    }

    func stop() {
        pt_stop()
    }

    var size: (width: Int, height: Int) { (Int(pt_cols()), Int(pt_lines())) }

    func draw(_ canvas: Canvas) {
        if shown?.width != canvas.width || shown?.height != canvas.height {
            pt_clear()
            shown = nil
        }
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                guard !cell.text.isEmpty, shown?[x, y] != cell else { continue }
                var scalars = cell.text.unicodeScalars.map { wchar_t($0.value) }
                scalars.append(0)
                pt_put(Int32(y), Int32(x), scalars, pairs[cell.style.role] ?? 0, attributes(cell.style))
            }
        }
        shown = canvas
        pt_refresh()
    }

    /// True when the terminal has gone away, as when its window is closed without a SIGHUP reaching us.
    var hungUp: Bool { pt_input_hung_up() == 1 }

    /// Forgets what is on screen, so the next draw repaints everything (after a resize).
    func invalidate() { shown = nil }

    func readKey(timeoutMilliseconds: Int32) -> Key? {
        var code: UInt32 = 0
        switch pt_read_key(timeoutMilliseconds, &code) {
        case Int32(PT_READ_CHAR):
            switch code {
            case 9: return .tab
            case 10, 13: return .enter
            case 27: return .escape
            case 8, 127: return .backspace
            default: return Unicode.Scalar(code).map { .character(Character($0)) }
            }
        case Int32(PT_READ_KEY):
            switch Int32(code) {
            case Int32(PT_KEY_UP): return .up
            case Int32(PT_KEY_DOWN): return .down
            case Int32(PT_KEY_LEFT): return .left
            case Int32(PT_KEY_RIGHT): return .right
            case Int32(PT_KEY_BTAB): return .backTab
            case Int32(PT_KEY_ENTER): return .enter
            case Int32(PT_KEY_BACKSPACE), Int32(PT_KEY_DC): return .backspace
            case Int32(PT_KEY_RESIZE): return .resize
            case Int32(PT_KEY_MOUSE):
                var x: Int32 = 0
                var y: Int32 = 0
                return pt_mouse_click(&x, &y) == 1 ? .click(x: Int(x), y: Int(y)) : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    private func attributes(_ style: Style) -> Int32 {
        let entry = theme.entry(for: style.role)
        var flags: Int32 = 0
        if style.bold || entry.bold { flags |= Int32(PT_BOLD) }
        if style.underline || entry.underline { flags |= Int32(PT_UNDERLINE) }
        if entry.reverse { flags |= Int32(PT_REVERSE) }
        return flags
    }

    /// The curses colour number, the nearest basic colour on terminals with fewer than 256.
    private func code(_ color: Theme.Color) -> Int16 {
        switch color {
        case .terminalDefault: return -1
        case .index(let index) where index < Int(pt_colors()): return Int16(index)
        case .index(let index): return Int16(Self.nearestBasic(index))
        }
    }

    /// Maps a 256-colour palette index to one of the 8 basic colours.
    static func nearestBasic(_ index: Int) -> Int {
        if index < 8 { return index }
        if index < 16 { return index - 8 }
        if index >= 232 { return index < 244 ? 0 : 7 }
        let cube = index - 16
        let (red, green, blue) = (cube / 36 >= 3 ? 1 : 0, (cube / 6) % 6 >= 3 ? 1 : 0, cube % 6 >= 3 ? 1 : 0)
        return red | green << 1 | blue << 2
    }
}
