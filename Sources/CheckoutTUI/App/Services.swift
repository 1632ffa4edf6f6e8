import CheckoutFlows
import Foundation

/// What the front talks to, built by the executable: the parties and the calls made through them, the lines that
/// come for the event pane on their own, where the merchant's server takes IPN, and a scenario's calls on the side.
public struct Services: Sendable {
    public let parties: Parties
    public let events: EventSink
    let probe: BackendProbe
    /// Where the merchant's server takes Instant Payment Notifications; nil where there is no network.
    public let ipnURL: String?
    let flowCalls: FlowCallsTable
    let frontCalls: FrontCalls

    /// Builds every flow's calls and the front's own once, through `parties`; curl scripts go to `exchangesFolder`.
    /// `quiet` are the same parties over a transport nobody observes, for a scenario's checks on the side;
    /// `afterReset` makes again what a reset of the backend undid (the merchant's webhook subscription).
    public init(
        parties: Parties, quiet: Parties, events: EventSink, ipnURL: String?, exchangesFolder: URL?, afterReset: @escaping @Sendable () async -> Void
    ) {
        self.parties = parties
        self.events = events
        probe = BackendProbe(quiet: quiet, afterReset: afterReset)
        self.ipnURL = ipnURL
        flowCalls = FlowCallsTable(parties)
        frontCalls = FrontCalls(parties: parties, exchangesFolder: exchangesFolder, afterReset: afterReset)
    }
}
