/// The merchant app's keys, for its help box.
enum MerchantHelp {
    static let title = "Help: the merchant app"
    static let entries = [
        HelpEntry(keys: "Tab / ↓ / ↑", meaning: "move between cart, pickers, settings, button"),
        HelpEntry(keys: "←  →  + -", meaning: "change a quantity, flow, experience or setting"),
        HelpEntry(keys: "a", meaning: "authorized orders: capture, void, reauthorise"),
        HelpEntry(keys: "m / w", meaning: "saved PayPal: m list (s save, x delete), w pay"),
        HelpEntry(keys: "Enter / p", meaning: "press Pay with PayPal (a click works too)"),
        HelpEntry(keys: "b / d", meaning: "MPL: the button's size / dynamic amounts"),
        HelpEntry(keys: "f / v", meaning: "Connect: refresh / revoke the merchant's tokens"),
        HelpEntry(keys: "e / Ctrl-E", meaning: "show or hide the events pane"),
        HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the events pane"),
        HelpEntry(keys: "r", meaning: "retry the library's initialization"),
        HelpEntry(keys: "Ctrl-U", meaning: "unlock buyers locked out by failed log-ins"),
        HelpEntry(keys: "Support desk", meaning: "payterm console --backend: see the events pane"),
    ] + HelpEntry.testerTools + [
        HelpEntry(keys: "q", meaning: "quit"),
        HelpEntry(keys: "?", meaning: "close this help"),
    ]
}
