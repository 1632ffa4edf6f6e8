/// The MPL sheet's keys, for its help box.
enum MPLHelp {
    static let title = "Help: PayPal checkout"
    static let entries = [
        HelpEntry(keys: "Tab / ↓", meaning: "next field or button"),
        HelpEntry(keys: "Shift-Tab / ↑", meaning: "previous"),
        HelpEntry(keys: "←  →", meaning: "change the funding, fee payer or address; move in a field"),
        HelpEntry(keys: "Home / End", meaning: "start or end of a field"),
        HelpEntry(keys: "Enter", meaning: "press the focused button"),
        HelpEntry(keys: "underlined", meaning: "a button's key, when a button is focused"),
        HelpEntry(keys: "Ctrl-T", meaning: "the billing summary's details"),
        HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the sheet, or else the events pane"),
        HelpEntry(keys: "Esc", meaning: "cancel the checkout"),
        HelpEntry(keys: "Ctrl-W", meaning: "leave it; Pay with PayPal resumes it"),
    ] + HelpEntry.anywhere
}
