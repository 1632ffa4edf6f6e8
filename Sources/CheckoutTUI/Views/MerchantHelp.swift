/// The merchant app's keys, for its help box.
enum MerchantHelp {
    static let title = "Help: the merchant app"
    static let entries = [
        HelpEntry(keys: "Tab / ↓ / ↑", meaning: "move between the cart, the pickers, the settings, the button"),
        HelpEntry(keys: "←  →  + -", meaning: "change a quantity, the flow, the experience or a button setting"),
        HelpEntry(keys: "a", meaning: "authorized orders: capture, void or reauthorise them later"),
        HelpEntry(keys: "Enter / p", meaning: "press Pay with PayPal (a click works too)"),
        HelpEntry(keys: "b", meaning: "the button's MPL size"),
        HelpEntry(keys: "d", meaning: "dynamic amounts: off, on, or the callback's errors"),
        HelpEntry(keys: "e / Ctrl-E", meaning: "show or hide the events pane"),
        HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the events pane"),
        HelpEntry(keys: "r", meaning: "retry the library's initialization"),
        HelpEntry(keys: "Ctrl-U", meaning: "unlock buyers locked out by failed log-ins"),
        HelpEntry(keys: "q", meaning: "quit"),
        HelpEntry(keys: "?", meaning: "close this help"),
    ]
}
