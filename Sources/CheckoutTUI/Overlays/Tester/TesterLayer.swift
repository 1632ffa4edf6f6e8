import CheckoutFlows
import PayPalAPI

/// The tester's panel as a layer (Ctrl-F, from anywhere): it takes every key until closed; a key pressed while the
/// backend answers is taken when the answer comes.
enum TesterLayer: ScreenLayer {
    static func toggle(_ state: inout AppState) -> [AppEffect] {
        state.toggle(.tester)
        guard state.overlays.contains(.tester) else { return [] }
        state.tester.busy = true
        return [.call(.tester(.refresh))]
    }

    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        if key == .control("f") { return toggle(&state) }
        if key.worksAnywhere { return nil }
        guard !state.tester.busy else {
            if key == .escape { return toggle(&state) }
            state.tester.waitingKey = key
            return []
        }
        if let form = state.tester.newBuyer { return newBuyer(key, form, in: &state) }
        guard case .character(let character) = key else { return key == .escape ? toggle(&state) : [] }
        let call = state.nextCall
        if let (choice, outcome) = TesterPanel.choices(at: call).first(where: { $0.choice.key == character }) {
            state.tester.busy = true
            return [.call(.tester(.arm(AdminClient.FaultRequest(method: call.method, path: call.path, outcome: outcome), label: "\(choice.label) on \(call.what)")))]
        }
        if let move = TesterPanel.clockMoves.first(where: { $0.key == character }) {
            state.tester.busy = true
            return [.call(.tester(.clock(.advance(seconds: move.seconds))))]
        }
        let action: TesterPanel.Action
        switch character {
        case "f": action = .clock(.freeze(!(state.backendClock?.frozen ?? false)))
        case "c": action = .clearFaults
        case "R": action = .reset
        case "u": return [.call(.unlockBuyers)]
        case "a":
            state.tester.newBuyer = TesterPanel.NewBuyer()
            state.tester.notice = nil
            return []
        case "b":
            fillNextBuyer(in: &state)
            return []
        default: return []
        }
        state.tester.busy = true
        return [.call(.tester(action))]
    }

    /// The form of a buyer to add: digits and . type the balance, ←→ choose the card, Space the bank account, Enter
    /// adds, Esc goes back.
    private static func newBuyer(_ key: Key, _ form: TesterPanel.NewBuyer, in state: inout AppState) -> [AppEffect] {
        var form = form
        let cards = TesterPanel.NewBuyer.cards.count
        switch key {
        case .escape:
            state.tester.newBuyer = nil
            return []
        case .enter:
            guard let persona = form.persona(number: state.tester.added + 1) else {
                state.tester.notice = "The balance must be an amount such as 250.00."
                return []
            }
            state.tester.added += 1
            state.tester.busy = true
            return [.call(.tester(.addBuyer(persona)))]
        case .backspace: form.balance = String(form.balance.dropLast())
        case .character(" "): form.bank.toggle()
        case .character(let digit) where (digit.isASCII && digit.isNumber) || digit == ".":
            if form.balance.count < 12 { form.balance.append(digit) }
        case .left: form.card = form.card.map { $0 == 0 ? nil : $0 - 1 } ?? cards - 1
        case .right: form.card = form.card.map { $0 + 1 == cards ? nil : $0 + 1 } ?? 0
        default: return []
        }
        state.tester.newBuyer = form
        return []
    }

    /// Types the next of the backend's buyers into the log-in on screen.
    private static func fillNextBuyer(in state: inout AppState) {
        guard !state.buyers.isEmpty else { return }
        let index = ((state.tester.persona ?? -1) + 1) % state.buyers.count
        let buyer = state.buyers[index]
        state.tester.persona = index
        guard fillLogIn(buyer.email, buyer.password?.revealed, in: &state) else {
            state.tester.notice = "\(buyer.email) is chosen; open a checkout's log-in and press b to fill it."
            return
        }
        state.tester.notice = "The log-in now holds \(buyer.email) (\(buyer.rehearses)); close the panel and log in."
    }

    /// Types an email and a password into the log-in of the checkout on screen; false when none shows one.
    private static func fillLogIn(_ email: String, _ password: String?, in state: inout AppState) -> Bool {
        guard var hosted = state.checkout?.hosted, hosted.fill("email", with: email) else { return false }
        if let password { _ = hosted.fill("password", with: password) }
        state.checkout?.hosted = hosted
        return true
    }

    /// The backend's answer to the panel, and the key pressed while it was awaited.
    static func answered(_ action: TesterPanel.Action, _ result: Result<FrontResult, PayPalAPIError>, in state: inout AppState) -> [AppEffect] {
        state.tester.busy = false
        switch result {
        case .success(.tester(let armed, let clock, let buyers)):
            if let buyers { state.buyers = buyers }
            state.tester.armed = armed
            if let clock { state.take(clock) }
            let said: String? = switch action {
            case .refresh, .addBuyer: nil
            case .arm(_, let label): "Armed: \(label)."
            case .clock: "PayPal's clock: \(clock?.offsetText ?? "unknown")."
            case .clearFaults: "Every fault disarmed."
            case .reset: "The backend is back to its seeded state: saved wallets and held authorisations are gone."
            }
            state.tester.notice = said
            if let said { state.log(.note, "Tester: " + said) }
            if case .addBuyer(let persona) = action {
                state.tester.newBuyer = nil
                state.tester.persona = nil
                let filled = fillLogIn(persona.email, TesterPanel.NewBuyer.password, in: &state)
                state.tester.notice = "Added \(persona.email) (password \(TesterPanel.NewBuyer.password)) with \(persona.balance)"
                    + (filled ? "; the log-in holds it." : "; open a checkout's log-in to use it.")
            }
            if action == .reset {
                state.merchant.shopper = Shopper()
                state.merchant.held = HeldAuthorizations()
                state.merchant.instalments = PayLaterInstalments()
            }
        case .failure(let error): state.tester.notice = "The backend refused to \(action.asked): \(error.message) (\(error.code))"
        default: break
        }
        guard let key = state.tester.waitingKey else { return [] }
        state.tester.waitingKey = nil
        return state.isOnTop(.tester) ? handle(key, in: &state) ?? [] : []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        TesterPanelView.draw(state, spinner: frame.spinner, on: &canvas)
    }

    static func region(_ layout: ScreenLayout) -> Rect { layout.content }

    static func keyHints(_ state: AppState) -> String? {
        guard state.tester.newBuyer == nil else { return "Enter adds · Esc back" }
        let keys = TesterPanel.choices(at: state.nextCall).map(\.choice.key)
        return "\(runs(of: keys)) fail the next call · t T d D 9 0 move the clock · Esc closes"
    }

    static func help(_ state: AppState) -> Help? { nil }

    /// Keys as they are named in a hint, a run of consecutive digits as its ends: "1-7 e", "3-7".
    static func runs(of keys: [Character]) -> String {
        var words: [String] = [], run: [Character] = []
        func endRun() {
            if let first = run.first, let last = run.last { words.append(run.count > 2 ? "\(first)-\(last)" : run.map(String.init).joined(separator: " ")) }
            run = []
        }
        for key in keys {
            if let digit = key.wholeNumberValue, let previous = run.last?.wholeNumberValue, digit == previous + 1 {
                run.append(key)
            } else {
                endRun()
                if key.isNumber { run = [key] } else { words.append(String(key)) }
            }
        }
        endRun()
        return words.joined(separator: " ")
    }
}

extension AppState {
    /// The call the checkout on screen makes next, which the tester's panel arms its outcomes on.
    var nextCall: CallSite { checkout?.hosted.nextCall ?? merchant.entry.firstCall }
}

extension TesterPanel {
    /// Carries out what the panel asked of the admin API.
    static func carryOut(_ action: Action, on admin: AdminClient) async throws(PayPalAPIError) {
        switch action {
        case .refresh: break
        case .arm(let fault, _): _ = try await admin.armFault(fault)
        case .clock(.advance(let seconds)): _ = try await admin.advanceClock(by: .seconds(seconds))
        case .clock(.freeze(true)): _ = try await admin.freezeClock()
        case .clock(.freeze(false)): _ = try await admin.unfreezeClock()
        case .clearFaults: try await admin.clearFaults()
        case .reset: _ = try await admin.reset()
        case .addBuyer(let persona): _ = try await admin.addPersona(persona)
        }
    }
}
