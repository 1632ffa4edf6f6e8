import CheckoutFlows

/// The calls of every checkout's flow, built once from the parties when the front starts.
struct FlowCallsTable: Sendable {
    private var calls: [ObjectIdentifier: any Sendable] = [:]

    init(_ parties: Parties) {
        for checkout in FlowCatalog.checkouts { add(checkout, parties) }
    }

    private mutating func add<H: HostedCheckout>(_ checkout: H.Type, _ parties: Parties) {
        calls[ObjectIdentifier(H.F.self)] = H.calls(parties)
    }

    /// The calls of a flow; every flow the catalog's checkouts host has them.
    func calls<F: Flow>(_ flow: F.Type) -> any FlowCalls<F> {
        guard let calls = calls[ObjectIdentifier(flow)] as? any FlowCalls<F> else {
            preconditionFailure("\(flow) is hosted by no checkout of FlowCatalog.checkouts")
        }
        return calls
    }
}
