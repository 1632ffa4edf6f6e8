/// The merchant app's keys, for its help box.
enum MerchantHelp {
    static let title = "Help: the merchant app"
    static let entries = [
        HelpEntry(keys: "Tab / ↓ / ↑", meaning: "move between cart, pickers, settings, button"),
        HelpEntry(keys: "←  →  + -", meaning: "change a quantity, flow, experience or setting"),
        HelpEntry(keys: "a", meaning: "authorized orders: capture, void, reauthorise"),
        HelpEntry(keys: "m / w", meaning: "saved PayPal: list (m; there s saves one, x deletes), pay (w)"),
        HelpEntry(keys: "Enter / p", meaning: "press Pay with PayPal (a click works too)"),
        HelpEntry(keys: "b", meaning: "the button's MPL size"),
        HelpEntry(keys: "d", meaning: "dynamic amounts: off, on, or the callback's errors"),
        HelpEntry(keys: "e / Ctrl-E", meaning: "show or hide the events pane"),
        HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the events pane"),
        HelpEntry(keys: "r", meaning: "retry the library's initialization"),
        HelpEntry(keys: "Ctrl-U", meaning: "unlock buyers locked out by failed log-ins"),
        HelpEntry(keys: "Ctrl-F", meaning: "the tester's panel: make the next call fail, move PayPal's clock, reset"),
        HelpEntry(keys: "q", meaning: "quit"),
        HelpEntry(keys: "?", meaning: "close this help"),
    ]
}
