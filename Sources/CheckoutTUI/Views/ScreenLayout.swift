/// Where the layers go at the terminal's size: the keys' lines at the bottom, as many as the top layer's keys
/// need; the app's column above them; and, when the event pane is open, the pane beside the app, taking its room
/// from it. Beside the pane, a sheet keeps its column to a phone's width (its frame included), so the pane has the
/// rest; the merchant's app keeps enough for its last result on a line, the pane no less than 40 columns while the
/// app keeps a phone's width (under 82 columns the pane has what is left: 30 at 72).
struct ScreenLayout: Equatable, Sendable {
    /// A sheet's width, its frame included.
    static let sheetWidth = 42
    /// The most the merchant's app takes beside the pane, and the least the pane leaves it.
    static let merchantWidth = 60
    static let paneWidth = 40

    let size: TerminalSize
    /// The top layer's keys, a line of the terminal each.
    let keyLines: [String]
    /// Everything above the keys: where the help, the tester's panel and the inspector go.
    let content: Rect
    /// The merchant's app and what is opened over it: a checkout, a screen of the merchant's own.
    let app: Rect
    let pane: Rect?
    let keys: Rect

    /// The layout of the state's layers (`layers`, when the caller has them already).
    init(_ state: AppState, layers: [Layer]? = nil) {
        self.init(
            size: state.terminalSize, keyHints: state.keyHints(of: layers ?? state.layers), paneOpen: state.showEvents,
            sheetOpen: state.checkout?.hosted.placement == .sheet)
    }

    init(size: TerminalSize, keyHints: String, paneOpen: Bool, sheetOpen: Bool) {
        self.size = size
        keyLines = Self.lines(keyHints, width: size.width)
        keys = Rect(x: 0, y: size.height - keyLines.count, width: size.width, height: keyLines.count)
        content = Rect(x: 0, y: 0, width: size.width, height: keys.y)
        let besidePane = sheetOpen ? Self.sheetWidth : max(Self.sheetWidth, min(Self.merchantWidth, size.width - Self.paneWidth))
        let appWidth = paneOpen ? min(besidePane, size.width) : size.width
        app = Rect(x: 0, y: 0, width: appWidth, height: content.height)
        pane = paneOpen ? Rect(x: appWidth, y: 0, width: size.width - appWidth, height: content.height) : nil
    }

    /// Keys as the last lines show them: parts joined by " · " while they fit a line, never cut.
    static func lines(_ keys: String, width: Int) -> [String] {
        var lines: [String] = []
        var used = 0
        for part in keys.parts(separatedBy: " · ") where !part.isEmpty {
            let key = String(part)
            let keyWidth = DisplayWidth.of(key)
            if !lines.isEmpty, used + 3 + keyWidth <= width - 2 {
                lines[lines.count - 1] += " · " + key
                used += 3 + keyWidth
            } else {
                lines += wrap(key, width: max(1, width - 2))
                used = DisplayWidth.of(lines.last ?? "")
            }
        }
        return lines.isEmpty ? [""] : lines
    }
}

extension Rect {
    var size: TerminalSize { TerminalSize(width: width, height: height) }
}
