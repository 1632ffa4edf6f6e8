import PayPalAPI

/// The console's keys. Searching: type, Enter searches, ↓ goes to the results, Enter opens one; Esc or Ctrl-U
/// clears what is typed, and on an empty field Esc twice quits. Coming back to the search from the results or a
/// case, the old query is selected: typing replaces it. A case: ↑↓ choose an action, Enter takes the chosen one,
/// PgUp PgDn scroll, r reads it again, Esc goes back to the results; nothing else typed there acts. Confirming:
/// the amount, Enter checks it; then only `yes` and Enter does it, Esc does not.
extension SupportConsole {
    mutating func handle(_ key: Key) -> [ConsoleEffect] {
        let escapeAgain = key == .escape && escapeQuits
        escapeQuits = false
        if let confirmation { return handleConfirmation(key, confirmation) }
        if let open { return handleCase(key, open) }
        return focus == .query ? handleQuery(key, escapeAgain: escapeAgain) : handleResults(key)
    }

    private mutating func handleQuery(_ key: Key, escapeAgain: Bool) -> [ConsoleEffect] {
        switch key {
        case .enter:
            let text = query.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else {
                notice = Notice(text: "Type what the customer gave you: an id, a debug id, an email.", isError: true)
                return []
            }
            queryIsSelected = false
            return [.search(text, tag: call(.searching(text)))]
        case .escape:
            if !query.isEmpty {
                query.clear()
                queryIsSelected = false
            } else if escapeAgain {
                wantsQuit = true
            } else {
                escapeQuits = true
            }
        case .down, .tab:
            if !results.isEmpty { focus = .results }
        default:
            editQuery(key)
        }
        return []
    }

    /// Types into the search field: a selected query is replaced by what is typed and removed by Backspace or
    /// Delete; Ctrl-U clears the field.
    private mutating func editQuery(_ key: Key) {
        switch key {
        case _ where key == .control("u"), .backspace where queryIsSelected, .delete where queryIsSelected:
            query.clear()
        case .character where queryIsSelected:
            var typed = query
            typed.clear()
            guard typed.edit(key) else { return }
            query = typed
        default:
            guard query.edit(key) else { return }
        }
        queryIsSelected = false
    }

    /// Back to the search field from the results or a case, the old query selected.
    private mutating func returnToQuery() {
        focus = .query
        queryIsSelected = !query.isEmpty
    }

    private mutating func handleResults(_ key: Key) -> [ConsoleEffect] {
        let page = max(1, ConsoleLayout.resultRows(in: size) - 1)
        switch key {
        case .up:
            if chosen == 0 { returnToQuery() } else { chosen -= 1 }
        case .down: chosen = min(results.count - 1, chosen + 1)
        case .pageUp: chosen = max(0, chosen - page)
        case .pageDown: chosen = min(results.count - 1, chosen + page)
        case .home: chosen = 0
        case .end: chosen = results.count - 1
        case .escape, .backTab: returnToQuery()
        case .enter:
            guard results.indices.contains(chosen) else { return [] }
            let summary = results[chosen]
            return [.open(summary.kind, summary.id, tag: call(.opening(summary.title)))]
        case .character, .backspace, .delete:
            returnToQuery()
            editQuery(key)
        default: break
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
            if open.actions.indices.contains(chosenAction) { confirmation = Confirmation(offer: open.actions[chosenAction], on: open.summary) }
        // While an action is under way its answer brings the case: a reload would make that answer stale, lost.
        case .character("r") where !isActing:
            return [.open(open.summary.kind, open.summary.id, tag: call(.opening(open.summary.title)))]
        case .escape, .backspace, .left:
            // What was asked for the case (a reload, the read after an action) must not bring it back.
            latest += 1
            busy = nil
            self.open = nil
            caused = []
            notice = nil
            if results.isEmpty { returnToQuery() } else { focus = .results }
        default: break
        }
        return []
    }

    private mutating func handleConfirmation(_ key: Key, _ confirmation: Confirmation) -> [ConsoleEffect] {
        guard let open else { return [] }
        var confirmation = confirmation
        switch confirmation.handle(key) {
        case .waiting:
            self.confirmation = confirmation
        case .withdrawn:
            self.confirmation = nil
        case .given:
            self.confirmation = nil
            let tag = call(.acting(confirmation.offer.label))
            let (offer, amount) = (confirmation.offer, confirmation.amountToSend)
            let requestId = requestIds.id(for: .init(caseId: open.summary.id, action: offer.action, target: offer.target, amount: amount))
            return [.take(offer, on: open.summary, amount: amount, agent: agent, requestId: requestId, tag: tag)]
        }
        return []
    }
}
