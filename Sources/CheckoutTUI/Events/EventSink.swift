import Synchronization

/// Where lines for the event pane come from outside the program's loop: each HTTP call as its answer arrives, and
/// each IPN message and webhook event the merchant's server receives. A transport posts its line before the answer
/// goes on to the flow that asked, so the pane shows a call before what it caused. Lines posted before the program
/// listens wait for it.
public final class EventSink: Sendable {
    private let state = Mutex<(listener: (@Sendable (EventLine) -> Void)?, waiting: [EventLine])>((nil, []))

    public init() {}

    public func post(_ line: EventLine) {
        state.withLock { state in
            guard let listener = state.listener else { return state.waiting.append(line) }
            listener(line)
        }
    }

    /// From now on, lines go to `listener`, those waiting first.
    func listen(_ listener: @escaping @Sendable (EventLine) -> Void) {
        state.withLock { state in
            for line in state.waiting { listener(line) }
            state.waiting = []
            state.listener = listener
        }
    }
}
