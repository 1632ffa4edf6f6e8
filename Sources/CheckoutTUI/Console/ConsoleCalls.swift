import PayPalAPI

/// Carries out the console's work on the backend's support API, answering with the tag it was asked with.
struct ConsoleCalls: Sendable {
    let client: AdminClient
    let clock: any Clock<Duration>
    /// How long after an action the case is read again: the deliveries it caused have had their first try by then.
    static let reopenDelay: Duration = .seconds(2)

    func carryOut(_ effect: ConsoleEffect) async -> ConsoleMessage {
        do throws(PayPalAPIError) {
            switch effect {
            case .search(let query, let tag):
                return .found(try await client.findCases(query), query: query, tag: tag)
            case .open(let kind, let id, let tag):
                return .opened(try await client.supportCase(kind, id), tag: tag)
            case .take(let offer, let summary, let amount, let agent, let requestId, let tag):
                return .acted(try await client.take(offer, on: summary, amount: amount, agent: agent, requestId: requestId), tag: tag)
            case .reopenSoon(let kind, let id, let tag):
                try? await clock.sleep(for: Self.reopenDelay)
                return .opened(try await client.supportCase(kind, id), tag: tag)
            }
        } catch {
            return .failed(error, tag: effect.tag)
        }
    }

    /// The answer to a call that got none in time.
    func timedOut(_ effect: ConsoleEffect, after timeout: Duration) -> ConsoleMessage {
        .failed(.unreachable(url: client.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"), tag: effect.tag)
    }
}
