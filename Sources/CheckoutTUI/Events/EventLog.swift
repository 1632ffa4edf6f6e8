/// The session's events, oldest first, and how far the pane is scrolled back through them.
public struct EventLog: Sendable {
    /// The most events kept: a whole session's, within reason.
    static let capacity = 5_000

    public private(set) var lines: [EventLine] = []
    /// How many events were ever logged, the ones dropped past `capacity` too: a mark to look for events since.
    private(set) var logged = 0
    /// How many of the pane's lines are scrolled up from the newest (PgUp/PgDn).
    var scroll = 0

    mutating func log(_ kind: EventLine.Kind, _ text: String) {
        log(EventLine(kind: kind, text: text))
    }

    mutating func log(_ line: EventLine) {
        lines.append(line)
        logged += 1
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
    }

    /// Names on `line`, the newest line that is it, the tester's fault that stopped its call.
    mutating func tag(_ line: EventLine, fault: String) {
        guard let index = lines.lastIndex(of: line) else { return }
        lines[index].tag(fault: fault)
    }

    /// The events the pane shows while the flow named `picked` is picked: all but the tester's own calls and other
    /// flows' lines.
    func forThePane(picked: String) -> [EventLine] { lines.filter { $0.isShown(picked: picked) } }

    func contains(_ text: String) -> Bool { lines.contains { $0.text.contains(text) } }

    /// True when an event logged after `mark` (a value `logged` had) has `text`.
    func contains(_ text: String, since mark: Int) -> Bool {
        lines.suffix(max(0, logged - mark)).contains { $0.text.contains(text) }
    }

    func hasCallback(startingWith text: String) -> Bool { lines.contains { $0.kind == .callback && $0.text.hasPrefix(text) } }
}
