import PayPalAPI

/// PayPal's message under the cart, as `BTPayPalMessagingView` draws it: PayPal's words with the logo in place of
/// its placeholder, then PayPal's "Learn more"; while it loads, the terminal says so there. A message that cannot
/// show leaves nothing, as the view does: why is the delegate's `onError`, in the event pane.
struct PayLaterMessageLine {
    let messaging: PayLaterMessaging
    let strings: PayLaterStrings
    let focused: Bool

    func layout(control: MerchantControl, into layout: inout SheetLayout<MerchantControl>) {
        let (text, role): (String, Role)
        switch messaging.shown {
        case .message(let message)?: (text, role) = (Self.words(message), focused ? .selected : .text)
        case .failed?: return
        case .loading?: (text, role) = (strings.loading, .muted)
        case nil: (text, role) = (strings.notAsked, .muted)
        }
        let width = layout.width
        for (index, line) in wrap(text, width: width - 2).enumerated() {
            layout.rows.append(.init(control: control) { canvas, x, y in
                canvas.write((index == 0 ? "◆ " : "  ") + line, x: x, y: y, style: Style(role, bold: focused))
                canvas.addTarget(Rect(x: x, y: y, width: width, height: 1), control.target)
            })
        }
    }

    /// The message's words, the logo written as PayPal's name, and its disclaimer link.
    static func words(_ message: PayLaterMessageAnswer) -> String {
        let content = message.content.default
        return Sentences.joined(content.main.replacingOccurrences(of: message.meta.variables.inlineLogoPlaceholder, with: "PayPal"), content.disclaimer)
    }
}
