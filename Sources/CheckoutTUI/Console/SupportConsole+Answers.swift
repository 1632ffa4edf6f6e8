import PayPalAPI

/// The backend's answers: stale ones (their tag is not the latest call's) are dropped.
extension SupportConsole {
    mutating func receive(_ message: ConsoleMessage) -> [ConsoleEffect] {
        switch message {
        case .found(let found, let query, let tag):
            guard tag == latest else { return [] }
            busy = nil
            results = found
            searched = query
            chosen = 0
            focus = found.isEmpty ? .query : .results
            if found.isEmpty { notice = Notice(text: "Nothing found for \(query).", isError: true) }
        case .opened(let found, let tag):
            guard tag == latest else { return [] }
            busy = nil
            show(found)
        case .acted(let outcome, let tag):
            guard tag == latest else { return [] }
            requestIds.settle()
            busy = nil
            show(outcome.case)
            caused = outcome.caused
            notice = Notice(text: "Done: \(outcome.outcome).", isError: false)
            latest += 1
            return [.reopenSoon(outcome.case.summary.kind, outcome.case.summary.id, tag: latest)]
        case .failed(let error, let tag):
            guard tag == latest else { return [] }
            let actionFailed = isActing
            if actionFailed, !error.mayHaveHappened { requestIds.settle() }
            busy = nil
            notice = Notice(text: Self.sentence(for: error, backend: backendDescription), isError: true)
            // A refused action most often means the case moved on (another agent took it): what it offers and
            // shows now is read again, the refusal left in view.
            if actionFailed, let open {
                latest += 1
                return [.open(open.summary.kind, open.summary.id, tag: latest)]
            }
        }
        return []
    }

    /// Shows a case: a new one from its top; the same one again where it was, with the notifications an action
    /// caused as they stand now.
    private mutating func show(_ found: SupportCase) {
        if open?.summary.id != found.summary.id {
            scroll = 0
            chosenAction = 0
            caused = []
        }
        open = found
        chosenAction = max(0, min(chosenAction, found.actions.count - 1))
        caused = caused.map { sent in found.notifications.first { $0.id == sent.id } ?? sent }
        if let index = results.firstIndex(where: { $0.id == found.summary.id }) {
            let matched = results[index].matched
            results[index] = found.summary
            results[index].matched = matched
        }
    }

    static func sentence(for error: PayPalAPIError, backend: String) -> String {
        switch error {
        case .refused(let refusal), .merchant(let refusal): "Refused (\(refusal.issue)): \(refusal.message)"
        case .unreachable: "The backend at \(backend) does not answer. Is payterm (or payterm serve) running there?"
        case .unreadable: "The backend's answer could not be read: \(error.message)"
        }
    }
}
