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
        case nil:
            if merchant.ordersCheckout != nil { return ("POST", "/v2/payments/authorizations/*/capture", "the capture") }
            if merchant.flow == .mpl { return ("POST", "/payterm/v1/buyer/login", "the log-in") }
            return ("POST", "/v2/checkout/orders", "the order's creation")
        }
    }

    mutating func handleTester(_ key: Key) -> [AppEffect] {
        guard !tester.busy else { return key == .escape || key == Self.testerPanel ? closeTester() : [] }
        guard case .character(let character) = key else { return key == .escape ? closeTester() : [] }
        if let choice = TesterPanel.choices.first(where: { $0.key == character }) {
            let next = nextCall
            tester.busy = true
            return [.tester(.arm(AdminClient.FaultRequest(method: next.method, path: next.path, outcome: choice.outcome), label: "\(choice.label) on \(next.what)"))]
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
        case "b":
            fillNextPersona()
            return []
        default: return []
        }
        tester.busy = true
        return [.tester(action)]
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
        }
        tester.notice = said
        if let said { log(.note, "Tester: " + said) }
        if action == .reset {
            merchant.savedWallet = nil
            merchant.held = HeldAuthorizations()
        }
    }

    mutating func testerFailed(_ error: PayPalAPIError) {
        tester.busy = false
        tester.notice = MerchantMessages.refusal(error)
    }
}
