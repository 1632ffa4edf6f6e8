/// A checkout as a value: its state, and what happens to it. `handle` turns an event (the buyer's action or an
/// answer) into the next state and the effects to carry out, and does no I/O itself, so a flow runs the same in
/// the terminal, headless and in tests. Each flow lives in a folder of its own (`MPL/`, and the next ones beside
/// it); one runner carries out every flow's effects.
public protocol Flow: Codable, Sendable, Equatable {
    /// What happens to the checkout: the buyer's actions, answers to its calls, timers coming due.
    associatedtype Event: Sendable, Equatable
    /// What the checkout asks of PayPal; its answer comes back as an event.
    associatedtype Call: Sendable, Equatable
    /// What the checkout tells the merchant's app; the app may answer with an event.
    associatedtype Callback: Sendable, Equatable

    mutating func handle(_ event: Event) -> [FlowEffect<Self>]

    /// True once the checkout has ended and its sheet is gone.
    var isClosed: Bool { get }
    /// True while a call of the checkout is under way.
    var isWorking: Bool { get }
}

/// What a flow asks to be done, carried out by the runner (calls and timers) or by the app hosting it
/// (callbacks).
public enum FlowEffect<F: Flow>: Sendable, Equatable {
    case call(F.Call)
    case callback(F.Callback)
    /// The event to hand back once `delay` has passed on the runner's clock (a receipt's pause, a timeout).
    case timer(after: Duration, F.Event)
}
