/// The web checkout sheet's keys, for its help box.
enum WebHelp {
    static let title = "Help: PayPal checkout (web)"
    static let entries = [
        HelpEntry(keys: "Tab / ↓", meaning: "next field or button"),
        HelpEntry(keys: "Shift-Tab / ↑", meaning: "previous"),
        HelpEntry(keys: "←  →", meaning: "change the funding source or address; move in a field"),
        HelpEntry(keys: "Enter", meaning: "press the focused button"),
        HelpEntry(keys: "underlined", meaning: "a button's key, when a button is focused"),
        HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the sheet, or else the events pane"),
        HelpEntry(keys: "Esc", meaning: "cancel and return to the merchant (onCancel)"),
    ] + HelpEntry.anywhere
}
