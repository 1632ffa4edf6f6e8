import PayPalAPI

/// The inspector as a layer (Ctrl-O, from anywhere), taking every key until closed: in the list, ↑↓ PgUp PgDn Home
/// End choose, f changes the filter, Enter opens; in an exchange, ↑↓ PgUp PgDn scroll, c copies it as curl, Esc goes
/// back to the list.
enum InspectorLayer: ScreenLayer {
    static func toggle(_ state: inout AppState) {
        state.toggle(.inspector)
        state.inspector.exchange = nil
        state.inspector.chosen = nil
        state.inspector.notice = nil
    }

    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]? {
        if key == .control("o") {
            toggle(&state)
            return []
        }
        if key.worksAnywhere { return nil }
        if let open = state.inspector.exchange { return exchangeKey(key, open, in: &state) }
        let events = state.events.lines
        let shown = state.inspector.shown(events)
        let position = state.inspector.position(in: shown)
        let page = max(1, InspectorView.listRows(in: state.layout.content.size) - 1)
        func choose(_ position: Int) {
            guard !shown.isEmpty else { return }
            state.inspector.chosen = shown[min(max(0, position), shown.count - 1)]
        }
        switch key {
        case .escape, .character("q"): toggle(&state)
        case .up: choose((position ?? 0) - 1)
        case .down: choose((position ?? 0) + 1)
        case .pageUp: choose((position ?? 0) - page)
        case .pageDown: choose((position ?? 0) + page)
        case .home: choose(0)
        case .end: choose(shown.count - 1)
        case .character("f"), .character("F"): state.inspector.filter = state.inspector.filter.stepped(key == .character("f"))
        case .enter:
            guard let position else { return [] }
            return open(events[shown[position]], in: &state)
        default: break
        }
        return []
    }

    private static func open(_ event: EventLine, in state: inout AppState) -> [AppEffect] {
        state.inspector.scroll = 0
        state.inspector.notice = nil
        guard event.kind == .http else {
            state.inspector.exchange = .event(event, reason: nil)
            return []
        }
        state.inspector.exchange = .loading(event)
        return [.call(.journalEntry(event))]
    }

    private static func exchangeKey(_ key: Key, _ open: Inspector.Exchange, in state: inout AppState) -> [AppEffect] {
        let page = max(1, InspectorView.exchangeRows(in: state.layout.content.size) - 1)
        switch key {
        case .escape, .character("q"), .backspace:
            state.inspector.exchange = nil
            state.inspector.notice = nil
        case .up: state.inspector.scroll = max(0, state.inspector.scroll - 1)
        case .down: state.inspector.scroll += 1
        case .pageUp: state.inspector.scroll = max(0, state.inspector.scroll - page)
        case .pageDown: state.inspector.scroll += page
        case .home: state.inspector.scroll = 0
        case .character("c"):
            guard case .loaded(_, let entry) = open else { return [] }
            return [.call(.saveCurl(entry))]
        default: break
        }
        return []
    }

    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas) {
        InspectorView.draw(state, spinner: frame.spinner, on: &canvas)
    }

    static func region(_ layout: ScreenLayout) -> Rect { layout.content }
}

extension Inspector {
    /// The journal's answer for the exchange open, or why there is none.
    mutating func answered(_ result: Result<FrontResult, PayPalAPIError>, for event: EventLine) {
        guard exchange == .loading(event) else { return }
        switch result {
        case .success(.journalEntry(let entry?)): exchange = .loaded(event, entry)
        case .success: exchange = .event(event, reason: "The backend's journal no longer holds this exchange (it keeps the latest 1,000).")
        case .failure(let error): exchange = .event(event, reason: "The backend's journal could not be read: \(error.message)")
        }
    }

    /// The journal's entry for an HTTP call: by its debug id; for a call that got no answer (so no debug id), the
    /// newest unanswered exchange with its method and path.
    static func journalEntry(of event: EventLine, _ admin: AdminClient) async throws(PayPalAPIError) -> AdminClient.JournalEntry? {
        if let debugId = event.debugId {
            do throws(PayPalAPIError) {
                return try await admin.journalEntry(debugId: debugId)
            } catch where error.httpStatus == 404 {
                return nil
            }
        }
        guard let call = event.call else { return nil }
        return try await admin.journal(limit: 100).first { $0.status == 0 && $0.method == call.method && $0.path == call.path }
    }
}

extension InspectorLayer {
    static func keyHints(_ state: AppState) -> String? {
        guard let open = state.inspector.exchange else { return "↑↓ choose · Enter open · f/F kind · Esc close" }
        let copy = if case .loaded = open { " · c copy as curl" } else { "" }
        return "↑↓ PgUp PgDn scroll" + copy + " · Esc back to the list"
    }
}
