import CheckoutFlows

/// A scripted run of one of the merchant app's flows, as a trainer writes it in a file under `Scenarios/`:
/// the steps to take, the pauses to talk at, and what must hold along the way.
public struct Scenario: Sendable, Equatable {
    /// The merchant app's flows, by the names the front gives them on the wire (`PayTerm-Flow`).
    public enum Flow: String, CaseIterable, Sendable {
        case mpl
        case confirmPayment = "confirm-payment"
        case payNow = "pay-now"
        case savePayPal = "save-paypal"
        case appSwitch = "app-switch"
        case connect
    }

    /// The file it was read from, as named; errors and reports name it.
    public var file: String
    public var name: String
    public var description: String
    public var flow: Flow
    /// The MPL experience, for the `mpl` flow.
    public var experience: DemoStore.Experience?
    /// The buyer's email: `fill: login` types their log-in.
    public var persona: String?
    /// The library's language (`de_DE`), with its line: the front knows its languages.
    public var language: Located<String>?
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
