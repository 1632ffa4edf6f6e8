/// Carries out a flow's calls to PayPal: each call ends in the flow's next event, an answer or a refusal.
public protocol FlowCalls<F>: Sendable {
    associatedtype F: Flow
    func perform(_ call: F.Call) async -> F.Event
    /// The event for a call that got no answer within the runner's timeout.
    func timedOut(_ call: F.Call, after timeout: Duration) -> F.Event
}
