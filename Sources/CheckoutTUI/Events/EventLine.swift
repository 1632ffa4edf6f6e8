import CheckoutFlows
import PayPalAPI

/// One entry of the session's events: a callback to the merchant's app, an HTTP call and who made it, an IPN
/// message or webhook event the merchant's server received, or a note of what happened.
public struct EventLine: Equatable, Sendable {
    public enum Kind: Sendable { case callback, http, ipn, webhook, note }

    public struct Call: Equatable, Sendable {
        public var method: String
        public var path: String
    }

    public var kind: Kind
    public var text: String
    /// An HTTP call's method and path, and who made it.
    public var call: Call?
    public var caller: Parties.Party?
    /// An HTTP call's `Paypal-Debug-Id`, which finds the whole exchange in the backend's journal.
    public var debugId: String?
    /// True for an HTTP call that got no answer, or a refusal (4xx) or error (5xx).
    public var failed: Bool
    /// The wallet a genuine `VAULT.PAYMENT-TOKEN.CREATED` webhook says PayPal saved, which the merchant's server
    /// keeps when it waits for it.
    public var savedWallet: SavedWallet?
    /// The flow whose pane alone shows it (the MPL's start-up, in the MPL's), by its name; nil for every flow's.
    var flow: String?

    public init(kind: Kind, text: String, debugId: String? = nil, failed: Bool = false, savedWallet: SavedWallet? = nil) {
        self.kind = kind
        self.text = text
        self.debugId = debugId
        self.failed = failed
        self.savedWallet = savedWallet
    }

    /// An HTTP call the transport recorded, made by `caller`.
    public init(_ record: HTTPTransport.CallRecord, by caller: Parties.Party) {
        let outcome = record.failure.map { "no answer: \($0)" } ?? String(record.status) + (record.refusedAt200 ? " ack=Failure" : "")
        self.init(
            kind: .http, text: "\(caller.rawValue): \(record.method) \(record.path) → \(outcome) (\(record.milliseconds) ms)"
                + (record.fault.map(Self.faultTag) ?? ""),
            debugId: record.debugId, failed: record.status == 0 || record.status >= 400 || record.refusedAt200)
        call = Call(method: record.method, path: record.path)
        self.caller = caller
    }

    /// How a line names the tester's fault (`F-3`) its call got.
    private static func faultTag(_ fault: String) -> String { " · the tester's fault \(fault)" }

    /// True for an HTTP call that got no answer, so no debug id: which fault stopped it, if one did, only the
    /// backend's journal can say.
    var isUnanswered: Bool { kind == .http && failed && debugId == nil && call != nil }

    /// Names the tester's fault that stopped the call, as the journal gave it.
    mutating func tag(fault: String) { text += Self.faultTag(fault) }

    /// False for what only the inspector lists: the tester's own calls to the admin API.
    var isForThePane: Bool { caller != .tester }

    /// True for what the pane shows while the flow named `picked` is picked: no tester's call, nor another flow's line.
    func isShown(picked: String) -> Bool { isForThePane && (flow == nil || flow == picked) }

    /// What leads the event's line: ◆ what the merchant received, → an HTTP call (✕ one that failed), · a note.
    var mark: String {
        switch kind {
        case .callback, .ipn, .webhook: "◆ "
        case .http: failed ? "✕ " : "→ "
        case .note: "· "
        }
    }

    /// True for what the merchant received (a callback, an IPN, a webhook event), which stands out in bold.
    var isReceived: Bool { kind == .callback || kind == .ipn || kind == .webhook }
}
