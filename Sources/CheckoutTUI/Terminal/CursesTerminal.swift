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
        // Roles of the same colours share a pair: ncurses sends the colours again at every change of pair.
        var pairOfColours: [[Int16]: Int16] = [:]
        for role in Role.allCases {
            let entry = theme.entry(for: role)
            let colours = [code(entry.foreground), code(entry.background)]
            if pairOfColours[colours] == nil {
                let pair = Int16(pairOfColours.count + 1)
                pt_init_pair(pair, colours[0], colours[1])
                pairOfColours[colours] = pair
            }
            pairs[role] = pairOfColours[colours]
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
        let before = shown?.cells ?? []
        // Changed cells go to ncurses a run at a time: neighbours that changed mostly share a style.
        var run = Run()
        canvas.cells.withUnsafeBufferPointer { cells in
            before.withUnsafeBufferPointer { before in
                for y in 0..<canvas.height {
                    for x in 0..<canvas.width {
                        let index = y * canvas.width + x
                        let cell = cells[index]
                        guard !cell.isContinuation, before.isEmpty || before[index] != cell else {
                            put(&run)
                            continue
                        }
                        // ncurses measures characters with the C library, which may not count a wide or combined
                        // one as the canvas does: such a character goes alone, where the canvas puts it.
                        let text = cell.glyph.ascii == nil ? cell.text : nil
                        let alone = text.map { !DisplayWidth.isColumnPerScalar($0) } ?? false
                        if alone || !run.continues(x: x, y: y, style: cell.style) { put(&run) }
                        run.append(cell, text: text, x: x, y: y)
                        if alone { put(&run) }
                    }
                }
            }
        }
        put(&run)
        shown = canvas
        pt_refresh()
    }

    func invalidate() { shown = nil }

    /// Neighbouring changed cells of one style on one row, as ncurses is sent them.
    private struct Run {
        var y = 0
        var x = 0
        /// The column after the run's last cell.
        var end = 0
        var style = Style(.background)
        /// The cells' scalars: one each, but for a run of one cell, which may have more.
        var text: [wchar_t] = []

        func continues(x: Int, y: Int, style: Style) -> Bool { x == end && y == self.y && style == self.style }

        /// Adds a cell, its `text` given when it is not one ASCII character.
        mutating func append(_ cell: Canvas.Cell, text unicode: String?, x: Int, y: Int) {
            if text.isEmpty { (self.x, self.y, style) = (x, y, cell.style) }
            if let unicode {
                for scalar in unicode.unicodeScalars { text.append(wchar_t(scalar.value)) }
            } else {
                text.append(wchar_t(cell.glyph.ascii ?? 0x20))
            }
            end = x + 1
        }
    }

    /// Sends a run to ncurses, if it holds anything, and empties it.
    private func put(_ run: inout Run) {
        guard !run.text.isEmpty else { return }
        pt_put_run(Int32(run.y), Int32(run.x), run.text, Int32(run.text.count), pairs[run.style.role] ?? 0, attributes(run.style))
        run.text.removeAll(keepingCapacity: true)
    }

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
            case Int32(PT_KEY_F1): return .f1
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
