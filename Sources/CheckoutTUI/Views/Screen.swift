/// The whole frame: the state's layers drawn bottom to top, each in its region, then the top layer's keys on the
/// last lines.
public enum Screen {
    /// The smallest terminal the front draws in.
    public static let minimumSize = (width: 72, height: 22)

    public static func render(_ state: AppState, width: Int, height: Int, clock: String, spinner: Int = 0) -> Canvas {
        render(state, width: width, height: height, clock: clock, spinner: spinner, leavingOut: nil)
    }

    /// The frame with one layer left out, the others where they are: a sheet drawn alone, with nothing of the
    /// merchant's app under it.
    static func render(_ state: AppState, width: Int, height: Int, clock: String, spinner: Int = 0, leavingOut left: Layer?) -> Canvas {
        var state = state
        state.terminalSize = TerminalSize(width: width, height: height)
        var canvas = Canvas(width: width, height: height)
        let layers = state.layers
        let frame = Frame(layout: ScreenLayout(state, layers: layers), clock: clock, spinner: spinner)
        if layers.last == .sizeWarning {
            SizeWarningLayer.draw(state, frame, on: &canvas)
            return canvas
        }
        for layer in layers where layer != left {
            let type = layer.type
            if type.isModal(state) { canvas.forgetTargets() }
            canvas.draw(in: type.region(frame.layout)) { type.draw(state, frame, on: &$0) }
        }
        drawKeys(frame.layout, on: &canvas)
        return canvas
    }

    private static func drawKeys(_ layout: ScreenLayout, on canvas: inout Canvas) {
        canvas.fill(layout.keys, style: Style(.muted))
        for (offset, line) in layout.keyLines.enumerated() {
            canvas.write(line, x: 1, y: layout.keys.y + offset, style: Style(.muted), limit: layout.keys.width - 2)
        }
    }
}
