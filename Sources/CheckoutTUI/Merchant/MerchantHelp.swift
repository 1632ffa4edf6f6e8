/// The merchant app's keys, for its help box: the app's own, then those of the flow picked.
enum MerchantHelp {
    static func entries(_ entry: any FlowEntry) -> [HelpEntry] {
        [
            HelpEntry(keys: "Tab / ↓ / ↑", meaning: "move between the flow picker, the flow's controls and the button"),
            HelpEntry(keys: "←  →  + -", meaning: "change the flow or a setting"),
            HelpEntry(keys: "Enter / p", meaning: "press Pay with PayPal (a click works too)"),
        ] + entry.help + [
            HelpEntry(keys: "e", meaning: "show or hide the events pane"),
            HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the events pane"),
            HelpEntry(keys: "r", meaning: "retry the library's initialization"),
            HelpEntry(keys: "Support desk", meaning: "payterm console --backend: see the events pane"),
            HelpEntry(keys: "q", meaning: "quit"),
        ] + HelpEntry.anywhere
    }
}
