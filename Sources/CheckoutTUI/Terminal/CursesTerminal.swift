import CNcurses

/// The one place ncurses is called: it owns the terminal from `start` to `stop`, puts canvases on screen
/// (sending ncurses only the cells that changed) and reads keys, waking early when the program's wake signal
/// fires. Use it from one thread only.
final class CursesTerminal: TerminalBackend {
    private let theme: Theme
    private let wantsColors: Bool
    private let wakeSignal: WakeSignal
    private var colors = false
    private var pairs: [Role: Int16] = [:]
    private var shown: Canvas?

    init(theme: Theme, colors: Bool, wakeSignal: WakeSignal) {
        self.theme = theme
        self.wantsColors = colors
        self.wakeSignal = wakeSignal
    }

    /// The ncurses library linked in, such as `ncurses 6.4.20221231`.
    static var version: String { String(cString: curses_version()) }

    func start() {
        // Wide characters need a UTF-8 locale, chosen before curses starts.
        pt_prepare_utf8_locale()
        colors = pt_start(wantsColors ? 1 : 0) == 1
        pt_wake_on_resize(wakeSignal.writeEnd)
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

    var size: TerminalSize { TerminalSize(width: Int(pt_cols()), height: Int(pt_lines())) }

    func draw(_ canvas: Canvas) {
        if shown?.width != canvas.width || shown?.height != canvas.height {
            pt_clear()
            shown = nil
        }
        // Neighbouring cells mostly share a style, so its colour pair and attributes are looked up once a run.
        var pen: (style: Style, pair: Int16, attributes: Int32)?
        var text: [wchar_t] = []
        text.reserveCapacity(4)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                guard !cell.text.isEmpty, shown?[x, y] != cell else { continue }
                if pen?.style != cell.style { pen = (cell.style, pairs[cell.style.role] ?? 0, attributes(cell.style)) }
                text.removeAll(keepingCapacity: true)
                for scalar in cell.text.unicodeScalars { text.append(wchar_t(scalar.value)) }
                text.append(0)
                pt_put(Int32(y), Int32(x), text, pen?.pair ?? 0, pen?.attributes ?? 0)
            }
        }
        shown = canvas
        pt_refresh()
    }

    func invalidate() { shown = nil }

    func next(timeout: Duration?) -> TerminalInput {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            // ncurses may hold keys it has read already (the rest of a paste), which the file descriptor does not show.
            if let key = readKey(timeoutMilliseconds: 0) { return .key(key) }
            let left = deadline.map { max(.zero, $0 - ContinuousClock.now) }
            switch pt_wait_input(wakeSignal.readEnd, left.map { Int32($0.milliseconds) } ?? -1) {
            case Int32(PT_INPUT_KEY):
                if let key = readKey(timeoutMilliseconds: 0) { return .key(key) }
                if pt_input_hung_up() == 1 { return .hangUp }
            case Int32(PT_INPUT_WAKE):
                wakeSignal.drain()
                return .wake
            case Int32(PT_INPUT_HANGUP): return .hangUp
            default: return .timeout
            }
        }
    }

    /// The next key, or nil when none came in time or the input was something the front ignores (an escape
    /// sequence for a key it has no use for).
    private func readKey(timeoutMilliseconds: Int32) -> Key? {
        var code: UInt32 = 0
        switch pt_read_key(timeoutMilliseconds, &code) {
        case Int32(PT_READ_CHAR):
            switch code {
            case 9: return .tab
            case 10, 13: return .enter
            case 27: return EscapeSequence.key(following: pendingAfterEscape())
            case 8, 127: return .backspace
            default: return Unicode.Scalar(code).map { .character(Character($0)) }
            }
        case Int32(PT_READ_KEY):
            switch Int32(code) {
            case Int32(PT_KEY_UP): return .up
            case Int32(PT_KEY_DOWN): return .down
            case Int32(PT_KEY_LEFT): return .left
            case Int32(PT_KEY_RIGHT): return .right
            case Int32(PT_KEY_HOME): return .home
            case Int32(PT_KEY_END): return .end
            case Int32(PT_KEY_PPAGE): return .pageUp
            case Int32(PT_KEY_NPAGE): return .pageDown
            case Int32(PT_KEY_BTAB): return .backTab
            case Int32(PT_KEY_ENTER): return .enter
            case Int32(PT_KEY_BACKSPACE): return .backspace
            case Int32(PT_KEY_DC): return .delete
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

    /// The characters already waiting after an Esc, up to the end of one escape sequence: ncurses hands over Alt
    /// combinations and sequences its terminfo entry lacks as Esc followed by their characters.
    private func pendingAfterEscape() -> [Character] {
        var read: [Character] = []
        var code: UInt32 = 0
        while read.count < 16, !EscapeSequence.isComplete(read), pt_read_key(0, &code) == Int32(PT_READ_CHAR),
              let scalar = Unicode.Scalar(code) {
            read.append(Character(scalar))
        }
        return read
    }

    private func attributes(_ style: Style) -> Int32 {
        let entry = theme.entry(for: style.role)
        var flags: Int32 = 0
        if style.bold || entry.bold { flags |= Int32(PT_BOLD) }
        if style.underline || entry.underline { flags |= Int32(PT_UNDERLINE) }
        if style.reverse != entry.reverse { flags |= Int32(PT_REVERSE) }
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
