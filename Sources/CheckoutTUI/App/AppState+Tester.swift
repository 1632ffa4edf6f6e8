import CheckoutFlows
import PayPalAPI

/// The tester's panel: what the next call of the checkout on screen is, and the panel's keys.
extension AppState {
    /// Ctrl-F opens or closes the tester's panel, from anywhere.
    static let testerPanel = Key.control("f")

    var showTester: Bool { overlays.last == .tester }

    mutating func toggleTester() -> [AppEffect] {
        toggle(.tester)
        guard overlays.contains(.tester) else { return [] }
        tester.busy = true
        return [.tester(.refresh)]
    }

    /// The call the checkout on screen makes next, which the panel's outcomes are armed on, and what it is, in
    /// words.
    var nextCall: (method: String, path: String, what: String) {
        switch sheet {
        case .mpl(let sheet)?:
            switch sheet.flow.screen {
            case .review: return ("POST", "/payterm/v1/buyer/payments/*/approve", "the payment")
            case .agreement: return ("POST", "/payterm/v1/buyer/preapprovals/*/agree", "the agreement")
            default: return ("POST", "/payterm/v1/buyer/login", "the log-in")
            }
        case .web(let sheet)?:
            if sheet.flow.isAtLogin { return ("POST", "/payterm/v1/buyer/login", "the log-in") }
            if case .vault = sheet.flow { return ("POST", "/payterm/v1/buyer/setup-tokens/*/approve", "the agreement") }
            return ("POST", "/payterm/v1/buyer/orders/*/approve", "the approval")
        case .appSwitch(let sheet)?:
            switch sheet.flow.state {
            case .payPal(_, .review): return ("POST", "/payterm/v1/buyer/hermes/*/approve", "the approval")
            case .payPal, .signInAlert: return ("POST", "/payterm/v1/buyer/login", "the log-in")
            case .browser, .backgrounded, .tokenizing: return ("POST", "/merchants/*/client_api/v1/payment_methods/paypal_accounts", "the tokenize")
            default: return ("POST", "/merchants/*/transactions", "the sale")
            }
        case .connect(let sheet)?:
            if case .page(let page) = sheet.flow.state, case .authorize = page.screen { return ("POST", "/oauth/connect", "the decision") }
            return ("POST", "/oauth/connect/login", "the log-in")
        case nil:
            if merchant.ordersCheckout != nil { return ("POST", "/v2/payments/authorizations/*/capture", "the capture") }
            if merchant.flow == .mpl { return ("POST", "/payterm/v1/buyer/login", "the log-in") }
            if merchant.flow == .connect { return ("GET", "/oauth/connect", "the connect page") }
            if merchant.flow == .appSwitch { return ("POST", "/merchants/*/client_api/v1/paypal_hermes/*", "the approval's creation") }
            return ("POST", "/v2/checkout/orders", "the order's creation")
        }
    }

    mutating func handleTester(_ key: Key) -> [AppEffect] {
        guard !tester.busy else {
            if key == .escape || key == Self.testerPanel { return closeTester() }
            // A key pressed while the backend answers is not lost: it is taken when the answer comes.
            tester.waitingKey = key
            return []
        }
        if let form = tester.newBuyer { return handleNewBuyer(key, form) }
        guard case .character(let character) = key else { return key == .escape ? closeTester() : [] }
        if let choice = TesterPanel.choices.first(where: { $0.key == character }) {
            let next = nextCall
            tester.busy = true
            return [.tester(.arm(AdminClient.FaultRequest(method: next.method, path: next.path, outcome: choice.outcome(library != nil)), label: "\(choice.label) on \(next.what)"))]
        }
        if let move = TesterPanel.clockMoves.first(where: { $0.key == character }) {
            tester.busy = true
            return [.tester(.clock(.advance(seconds: move.seconds)))]
        }
        let action: TesterPanel.Action
        switch character {
        case "f": action = .clock(.freeze(!(backendClock?.frozen ?? false)))
        case "n": action = .clock(.realTime)
        case "c": action = .clearFaults
        case "R": action = .reset
        case "u": return [.unlockAccounts]
        case "a":
            tester.newBuyer = TesterPanel.NewBuyer()
            tester.notice = nil
            return []
        case "b":
            fillNextPersona()
            return []
        default: return []
        }
        tester.busy = true
        return [.tester(action)]
    }

    /// The form of a buyer to add: digits and . type the balance, ←→ choose the card, Space the bank account,
    /// Enter adds, Esc goes back.
    private mutating func handleNewBuyer(_ key: Key, _ form: TesterPanel.NewBuyer) -> [AppEffect] {
        var form = form
        let cards = TesterPanel.NewBuyer.cards.count
        switch key {
        case .escape:
            tester.newBuyer = nil
            return []
        case .enter:
            guard let persona = form.persona(number: tester.added + 1) else {
                tester.notice = "The balance must be an amount such as 250.00."
                return []
            }
            tester.added += 1
            tester.busy = true
            return [.tester(.addBuyer(persona))]
        case .backspace: form.balance = String(form.balance.dropLast())
        case .character(" "): form.bank.toggle()
        case .character(let digit) where (digit.isASCII && digit.isNumber) || digit == ".":
            if form.balance.count < 12 { form.balance.append(digit) }
        case .left: form.card = form.card.map { $0 == 0 ? nil : $0 - 1 } ?? cards - 1
        case .right: form.card = form.card.map { $0 + 1 == cards ? nil : $0 + 1 } ?? 0
        default: return []
        }
        tester.newBuyer = form
        return []
    }

    /// Types the buyer the panel added into the log-in on screen, when one is.
    private mutating func fillAddedBuyer(_ persona: AdminClient.NewPersona) {
        tester.newBuyer = nil
        tester.persona = nil
        let filled: Bool
        switch sheet {
        case .mpl(let open)? where open.controls.contains(.account):
            library?.login.fill(email: persona.email, password: TesterPanel.NewBuyer.password)
            filled = true
        case .web(let open)? where open.controls.contains(.account):
            web?.login.fill(email: persona.email, password: TesterPanel.NewBuyer.password)
            filled = true
        default: filled = false
        }
        tester.notice = "Added \(persona.email) (password \(TesterPanel.NewBuyer.password)) with \(persona.balance)"
            + (filled ? "; the log-in holds it." : "; open a checkout's log-in to use it.")
    }

    /// Types the next seeded buyer's login into the log-in on screen.
    private mutating func fillNextPersona() {
        guard !tester.personas.isEmpty else { return }
        let index = ((tester.persona ?? -1) + 1) % tester.personas.count
        let persona = tester.personas[index]
        tester.persona = index
        switch sheet {
        case .mpl(let open)? where open.controls.contains(.account): library?.login.fill(persona)
        case .web(let open)? where open.controls.contains(.account): web?.login.fill(persona)
        default:
            tester.notice = "\(persona.email) is chosen; open a checkout's log-in and press b to fill it."
            return
        }
        tester.notice = "The log-in now holds \(persona.email) (\(persona.rehearses)); close the panel and log in."
    }

    private mutating func closeTester() -> [AppEffect] {
        toggle(.tester)
        return []
    }

    /// The backend's answer to the panel.
    mutating func testerAnswered(armed: [AdminClient.ArmedFault], clock: AdminClient.ClockState?, after action: TesterPanel.Action) {
        tester.busy = false
        tester.armed = armed
        if let clock { backendClock = clock }
        let said: String? = switch action {
        case .refresh: nil
        case .arm(_, let label): "Armed: \(label)."
        case .clock: "PayPal's clock: \(clock?.offsetText ?? "unknown")."
        case .clearFaults: "Every fault disarmed."
        case .reset: "The backend is back to its seeded state: saved wallets and held authorisations are gone."
        case .addBuyer: nil
        }
        tester.notice = said
        if case .addBuyer(let persona) = action { fillAddedBuyer(persona) }
        if let said { log(.note, "Tester: " + said) }
        if action == .reset {
            merchant.savedWallet = nil
            merchant.held = HeldAuthorizations()
        }
    }

    /// The key pressed while the panel waited on the backend, taken now that it answered.
    mutating func replayTesterKey() -> [AppEffect] {
        guard let key = tester.waitingKey else { return [] }
        tester.waitingKey = nil
        return showTester ? handleTester(key) : []
    }

    mutating func testerFailed(_ error: PayPalAPIError) {
        tester.busy = false
        tester.notice = MerchantMessages.refusal(error)
    }
}
