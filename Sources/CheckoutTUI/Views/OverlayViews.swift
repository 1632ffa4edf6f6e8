/// The event pane, the help box and the too-small notice.
enum OverlayViews {
    /// The merchant callbacks and HTTP calls, newest at the bottom, over the lower part of the screen.
    static func drawEvents(_ events: [AppState.EventLine], on canvas: inout Canvas) {
        let height = min(10, canvas.height / 2)
        let rect = Rect(x: 0, y: canvas.height - height - 1, width: canvas.width, height: height)
        canvas.fill(rect, style: Style(.pane))
        canvas.box(rect, style: Style(.pane), title: "Events: what the merchant app receives (Ctrl-E hides)")
        let shown = events.suffix(height - 2)
        for (offset, event) in shown.enumerated() {
            let mark = switch event.kind { case .callback: "◆ "; case .http: "→ "; case .note: "· " }
            canvas.write(mark + event.text, x: rect.x + 2, y: rect.y + 1 + offset, style: Style(.pane, bold: event.kind == .callback), limit: rect.width - 4)
        }
    }

    static func drawHelp(libraryOpen: Bool, on canvas: inout Canvas) {
        let lines = libraryOpen
            ? ["Tab / ↓       next field or button", "Shift-Tab / ↑ previous", "←  →          change the funding or address",
               "Enter         press the focused button", "underlined    a button's key, when a button is focused",
               "Esc           cancel the checkout", "Ctrl-W        leave it; Pay with PayPal resumes it", "Ctrl-E        show or hide the events pane", "?             close this help"]
            : ["Tab / ↓ / ↑   move between the cart, the picker, the button", "←  →  + -     change a quantity or the experience",
               "Enter / p     press Pay with PayPal (a click works too)", "b             the button's MPL size",
               "d             dynamic amounts: off, on, or the callback's errors", "e / Ctrl-E    show or hide the events pane", "r             retry the library's initialization",
               "q             quit", "?             close this help"]
        let width = min(canvas.width - 4, 62)
        let rect = canvas.bounds.centred(width: width, height: lines.count + 4)
        canvas.fill(rect, style: Style(.sheet))
        canvas.box(rect, style: Style(.sheet), title: libraryOpen ? "Help: PayPal checkout" : "Help: the merchant app")
        for (offset, line) in lines.enumerated() {
            canvas.write(line, x: rect.x + 2, y: rect.y + 2 + offset, style: Style(.sheet), limit: rect.width - 4)
        }
    }

    static func drawTooSmall(needs size: (width: Int, height: Int), on canvas: inout Canvas) {
        canvas.fill(canvas.bounds, style: Style(.background))
        let message = "Make the window larger (needs \(size.width)×\(size.height))"
        for (offset, line) in wrap(message, width: max(1, canvas.width - 2)).enumerated() {
            canvas.writeCentred(line, in: canvas.bounds, y: canvas.height / 2 - 1 + offset, style: Style(.text, bold: true))
        }
    }
}
