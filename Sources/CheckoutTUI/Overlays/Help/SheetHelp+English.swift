extension SheetHelp {
    static let english: SheetHelp = {
        let anywhere = HelpEntry.anywhere
        let next = HelpEntry(keys: "Tab / ↓", meaning: "next field or button")
        let previous = HelpEntry(keys: "Shift-Tab / ↑", meaning: "previous")
        let press = HelpEntry(keys: "Enter", meaning: "press the focused button")
        let underlined = HelpEntry(keys: "underlined", meaning: "a button's key, when a button is focused")
        let scroll = HelpEntry(keys: "PgUp / PgDn", meaning: "scroll the sheet, or else the events pane")
        return SheetHelp(
            mpl: Help(title: "Help: PayPal checkout", entries: [
                next, previous,
                HelpEntry(keys: "←  →", meaning: "change the funding, fee payer or address; move in a field"),
                HelpEntry(keys: "Home / End", meaning: "start or end of a field"),
                press, underlined,
                HelpEntry(keys: "Ctrl-T", meaning: "the billing summary's details"),
                scroll,
                HelpEntry(keys: "Esc", meaning: "cancel the checkout"),
                HelpEntry(keys: "Ctrl-W", meaning: "leave it; Pay with PayPal resumes it"),
            ] + anywhere),
            web: Help(title: "Help: PayPal checkout (web)", entries: [
                next, previous,
                HelpEntry(keys: "←  →", meaning: "change the funding source or address; move in a field"),
                press, underlined, scroll,
                HelpEntry(keys: "Esc", meaning: "cancel and return to the merchant"),
            ] + anywhere),
            appSwitch: Help(title: "Help: PayPal App Switch", entries: [
                HelpEntry(keys: "Enter", meaning: "continue, log in with Face ID or the password, approve"),
                HelpEntry(keys: "Tab / ←→", meaning: "move between the fields / choose how to pay"),
                HelpEntry(keys: "p", meaning: "log in with the password instead of Face ID"),
                HelpEntry(keys: "l", meaning: "Pay Later, where the request offers it"),
                HelpEntry(keys: "k", meaning: "another contact, where the request lets the buyer change it"),
                HelpEntry(keys: "a / o", meaning: "another address / shipping option, which PayPal asks the merchant's server about"),
                HelpEntry(keys: "c / Esc", meaning: "cancel and return to the merchant's app"),
                HelpEntry(keys: "h", meaning: "leave the PayPal app for the home screen; Enter in the merchant's app goes back"),
                HelpEntry(keys: "o", meaning: "in the browser: open the merchant's app from its website"),
            ] + anywhere),
            connect: Help(title: "Help: Connect with Braintree", entries: [
                next, previous,
                HelpEntry(keys: "Enter", meaning: "press the focused button; on the Authorize step, Agree and Return"),
                HelpEntry(keys: "d / f", meaning: "on the Authorize step: Deny / Finish Later"),
                HelpEntry(keys: "Esc", meaning: "Finish Later: back to the partner, nothing connected"),
            ] + anywhere),
            confirmation: Help(title: "Help: confirm your order", entries: [
                HelpEntry(keys: "x / d", meaning: "express shipping / the discount, on or off: the final amount changes"),
                HelpEntry(keys: "o", meaning: "the store runs out of this order's items, or has them again (a tester's doing)"),
                HelpEntry(keys: "Enter / c", meaning: "confirm and pay: reserve the items, then capture"),
                HelpEntry(keys: "Esc", meaning: "later: the authorisation stays held (a lists the authorized orders)"),
            ] + anywhere),
            word: "help"
        )
    }()
}
