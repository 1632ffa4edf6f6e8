import CheckoutFlows
import PayPalAPI

/// A call an entry of the merchant's app makes for itself, outside any checkout (Pay Later's message under the cart,
/// the merchant's server's preapproval, held authorizations and saved methods), through the parties; what it comes to
/// goes back to the entry or the app. A flow's entry brings its calls with it: no case of `FrontCall` is needed for
/// them.
struct EntryCall: Sendable {
    /// What it asks, for a test to read.
    let name: String
    let start: @Sendable (Runner, Parties, @escaping @Sendable (Message) -> Void) -> Void
    /// Gives the entry what the call came to, as the runner does; an answer of another type than the call's is
    /// dropped.
    let take: @Sendable (Result<any Sendable, PayPalAPIError>, inout AppState) -> [AppEffect]

    /// `perform` runs on the runner, named `flow` on the wire (`PayTerm-Flow`); `take` gives the entry of that kind
    /// what it came to.
    init<Entry: FlowEntry, Answer: Sendable>(
        _ name: String, of entry: Entry.Type, flow: String, _ perform: @escaping @Sendable (Parties) async throws(PayPalAPIError) -> Answer,
        then take: @escaping @Sendable (inout Entry, Result<Answer, PayPalAPIError>, inout AppState) -> [AppEffect]
    ) {
        self.init(name, flow: flow, perform) { result, state in
            guard let index = state.merchant.flows.firstIndex(where: { $0 is Entry }), var entry = state.merchant.flows[index] as? Entry else { return [] }
            let effects = take(&entry, result, &state)
            state.merchant.flows[index] = entry
            return effects
        }
    }

    /// A call of the merchant's server, whose answer the app's state takes (its held authorizations, its saved
    /// methods): `perform` runs on the runner, named `flow` on the wire when given.
    init<Answer: Sendable>(
        _ name: String, flow: String? = nil, _ perform: @escaping @Sendable (Parties) async throws(PayPalAPIError) -> Answer,
        then deliver: @escaping @Sendable (Result<Answer, PayPalAPIError>, inout AppState) -> [AppEffect]
    ) {
        self.name = name
        self.take = { result, state in
            switch result {
            case .success(let answer as Answer): deliver(.success(answer), &state)
            case .success: []
            case .failure(let error): deliver(.failure(error), &state)
            }
        }
        start = { runner, parties, post in
            let call: @Sendable () async -> Result<Answer, PayPalAPIError> = {
                do throws(PayPalAPIError) {
                    return .success(try await perform(parties))
                } catch {
                    return .failure(error)
                }
            }
            let timedOut: @Sendable (Duration) -> Result<Answer, PayPalAPIError> = { timeout in
                .failure(.unreachable(url: parties.buyer.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
            }
            runner.call(flow: flow, call, timedOut: timedOut) { result in post(.flow { deliver(result, &$0) }) }
        }
    }
}

extension AppState {
    /// The flow picked comes into view once the library is ready: what its entry asks for to show itself.
    mutating func flowAppears() -> [AppEffect] {
        guard libraryStatus == .ready else { return [] }
        merchant.appeared = merchant.selected
        var entry = merchant.entry
        let effects = entry.appear(in: &self)
        merchant.flows[merchant.selected] = entry
        return effects
    }

    /// The flow picked is chosen once the focus leaves the picker: it comes into view, unless it is in view already.
    mutating func flowChosen() -> [AppEffect] {
        merchant.focus == .flow || merchant.appeared == merchant.selected ? [] : flowAppears()
    }
}
