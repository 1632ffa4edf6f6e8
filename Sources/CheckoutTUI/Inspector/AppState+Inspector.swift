import PayPalAPI

/// The inspector's keys: in the list, ↑↓ PgUp PgDn Home End choose, f changes the filter, Enter opens; in an
/// exchange, ↑↓ PgUp PgDn scroll, c copies it as curl, Esc goes back to the list.
extension AppState {
    /// Ctrl-O opens or closes the inspector, from anywhere.
    static let inspectorKey = Key.control("o")

    var showInspector: Bool { overlays.last == .inspector }

    mutating func toggleInspector() {
        toggle(.inspector)
        inspector.exchange = nil
        inspector.chosen = nil
        inspector.notice = nil
    }

    mutating func handleInspector(_ key: Key) -> [AppEffect] {
        if let open = inspector.exchange { return handleExchange(key, open) }
        let shown = inspector.shown(events)
        let position = inspector.position(in: shown)
        let page = max(1, InspectorView.listRows(in: terminalSize) - 1)
        func choose(_ position: Int) {
            guard !shown.isEmpty else { return }
            inspector.chosen = shown[min(max(0, position), shown.count - 1)]
        }
        switch key {
        case .escape, .character("q"): toggleInspector()
        case .up: choose((position ?? 0) - 1)
        case .down: choose((position ?? 0) + 1)
        case .pageUp: choose((position ?? 0) - page)
        case .pageDown: choose((position ?? 0) + page)
        case .home: choose(0)
        case .end: choose(shown.count - 1)
        case .character("f"), .character("F"):
            let filters = Inspector.Filter.allCases
            let step = key == .character("f") ? 1 : filters.count - 1
            inspector.filter = filters[(filters.firstIndex(of: inspector.filter)! + step) % filters.count]
        case .enter:
            guard let position else { return [] }
            return open(events[shown[position]])
        default: break
        }
        return []
    }

    private mutating func open(_ event: EventLine) -> [AppEffect] {
        inspector.scroll = 0
        inspector.notice = nil
        guard event.kind == .http else {
            inspector.exchange = .event(event, reason: nil)
            return []
        }
        inspector.exchange = .loading(event)
        return [.inspect(event)]
    }

    private mutating func handleExchange(_ key: Key, _ open: Inspector.Exchange) -> [AppEffect] {
        let page = max(1, InspectorView.exchangeRows(in: terminalSize) - 1)
        switch key {
        case .escape, .character("q"), .backspace:
            inspector.exchange = nil
            inspector.notice = nil
        case .up: inspector.scroll = max(0, inspector.scroll - 1)
        case .down: inspector.scroll += 1
        case .pageUp: inspector.scroll = max(0, inspector.scroll - page)
        case .pageDown: inspector.scroll += page
        case .home: inspector.scroll = 0
        case .character("c"):
            guard case .loaded(_, let entry) = open else { return [] }
            return [.saveCurl(entry)]
        default: break
        }
        return []
    }

    /// The journal's answer for the exchange open, or why there is none.
    mutating func inspected(_ answer: Result<AdminClient.JournalEntry?, PayPalAPIError>, for event: EventLine) {
        guard inspector.exchange == .loading(event) else { return }
        switch answer {
        case .success(let entry?): inspector.exchange = .loaded(event, entry)
        case .success(nil):
            inspector.exchange = .event(event, reason: "The backend's journal no longer holds this exchange (it keeps the latest 1,000).")
        case .failure(let error):
            inspector.exchange = .event(event, reason: "The backend's journal could not be read: \(error.message)")
        }
    }
}
