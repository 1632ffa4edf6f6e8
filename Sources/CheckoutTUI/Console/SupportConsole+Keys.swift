import PayPalAPI
import PayPalVocabulary

/// The console's keys. Searching: type, Enter searches, ↓ goes to the results, Enter opens one, Esc quits (or
/// clears what is typed). A case: ↑↓ choose an action, Enter takes the chosen one, PgUp PgDn scroll, r reads it
/// again, Esc goes back to the results; nothing typed there acts. Confirming: the amount, Enter checks it, `y` does
/// it, Esc does not.
extension SupportConsole {
    mutating func handle(_ key: Key) -> [ConsoleEffect] {
        if let confirmation { return handleConfirmation(key, confirmation) }
        if let open { return handleCase(key, open) }
        return focus == .query ? handleQuery(key) : handleResults(key)
    }

    private mutating func handleQuery(_ key: Key) -> [ConsoleEffect] {
        switch key {
        case .enter:
            let text = query.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else {
                notice = Notice(text: "Type what the customer gave you: an id, a debug id, an email.", isError: true)
                return []
            }
            return [.search(text, tag: call(.searching(text)))]
        case .escape:
            if query.isEmpty { wantsQuit = true } else { query.clear() }
        case .down, .tab:
            if !results.isEmpty { focus = .results }
        default:
            _ = query.edit(key)
        }
        return []
    }

    private mutating func handleResults(_ key: Key) -> [ConsoleEffect] {
        let page = max(1, ConsoleLayout.resultRows(in: size) - 1)
        switch key {
        case .up:
            if chosen == 0 { focus = .query } else { chosen -= 1 }
        case .down: chosen = min(results.count - 1, chosen + 1)
        case .pageUp: chosen = max(0, chosen - page)
        case .pageDown: chosen = min(results.count - 1, chosen + page)
        case .home: chosen = 0
        case .end: chosen = results.count - 1
        case .escape, .backTab: focus = .query
        case .enter:
            guard results.indices.contains(chosen) else { return [] }
            let summary = results[chosen]
            return [.open(summary.kind, summary.id, tag: call(.opening(summary.title)))]
        default:
            focus = .query
            _ = query.edit(key)
        }
        return []
    }

    private mutating func handleCase(_ key: Key, _ open: SupportCase) -> [ConsoleEffect] {
        let page = max(1, ConsoleLayout.caseRows(in: size) - 1)
        switch key {
        case .up: chosenAction = max(0, chosenAction - 1)
        case .down: chosenAction = max(0, min(open.actions.count - 1, chosenAction + 1))
        case .pageUp: scroll = max(0, scroll - page)
        case .pageDown: scroll += page
        case .home: scroll = 0
        case .end: scroll = Int.max / 2
        case .enter:
            if open.actions.indices.contains(chosenAction) { confirmation = Confirmation(offer: open.actions[chosenAction]) }
        case .character("r"):
            return [.open(open.summary.kind, open.summary.id, tag: call(.opening(open.summary.title)))]
        case .escape, .backspace, .left:
            // What was asked for the case (a reload, the read after an action) must not bring it back.
            latest += 1
            busy = nil
            self.open = nil
            caused = []
            notice = nil
            focus = results.isEmpty ? .query : .results
        default: break
        }
        return []
    }

    private mutating func handleConfirmation(_ key: Key, _ confirmation: Confirmation) -> [ConsoleEffect] {
        guard let open else { return [] }
        if let sure = confirmation.sure {
            switch key {
            case .character("y"), .character("Y"):
                self.confirmation = nil
                return [.take(confirmation.offer, on: open.summary, amount: sure, agent: agent, tag: call(.acting(confirmation.offer.label)))]
            case .escape where confirmation.offer.takesAmount: self.confirmation?.sure = nil
            case .escape: self.confirmation = nil
            default: break
            }
            return []
        }
        switch key {
        case .escape:
            self.confirmation = nil
        case .enter:
            switch amount(of: confirmation, in: open) {
            case .failure(let problem): self.confirmation?.problem = problem.text
            case .success(let amount): self.confirmation?.sure = .some(amount)
            }
        default:
            if self.confirmation?.amount.edit(key) == true { self.confirmation?.problem = nil }
        }
        return []
    }

    private struct AmountProblem: Error { let text: String }

    /// The amount typed, if any: nil takes all there is.
    private func amount(of confirmation: Confirmation, in open: SupportCase) -> Result<MoneyValue?, AmountProblem> {
        let text = confirmation.amount.text.trimmingCharacters(in: .whitespaces)
        guard confirmation.offer.takesAmount, !text.isEmpty else { return .success(nil) }
        let code = confirmation.offer.maxAmount?.currencyCode ?? open.summary.amount?.currencyCode ?? "USD"
        guard let currency = Currency(code: code), let amount = try? Money.parse(text, currency: currency), amount.isPositive else {
            return .failure(AmountProblem(text: "Type an amount such as 4.00, or nothing for all there is."))
        }
        if let most = confirmation.offer.maxAmount?.money, amount > most {
            return .failure(AmountProblem(text: "At most \(most.text) \(code)."))
        }
        return .success(MoneyValue(amount))
    }
}
