import CheckoutFlows

/// A scripted run of one of the merchant app's flows, as a trainer writes it in a file under `Scenarios/`:
/// the steps to take, the pauses to talk at, and what must hold along the way.
public struct Scenario: Sendable, Equatable {
    /// The file it was read from, as named; errors and reports name it.
    public var file: String
    public var name: String
    public var description: String
    /// The merchant app's flow, by the name the front gives it on the wire (`PayTerm-Flow`), with its line.
    public var flow: Located<String>
    /// The MPL experience, for the `mpl` flow, with its line.
    public var experience: Located<DemoStore.Experience>?
    /// The buyer's email: `fill: login` types their log-in.
    public var persona: String?
    /// The library's language (`de_DE`), with its line: the front knows its languages.
    public var language: Located<String>?
    /// The event pane open from the start (`pane: on`), for captions that speak of the calls and callbacks it shows.
    public var pane = false
    public var steps: [ScenarioStep]

    /// The pauses' positions in `steps`, in order.
    public var pauses: [Int] {
        steps.indices.filter { if case .pause = steps[$0].action { true } else { false } }
    }
}

/// A value read from a scenario file, with the line it was on.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var line: Int

    public init(_ value: Value, line: Int) {
        self.value = value
        self.line = line
    }
}
