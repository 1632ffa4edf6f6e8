import CheckoutFlows

/// The demo store's `dynamicAmountUpdateEnabled`, and what its adjust-amounts callback answers: amounts for the
/// address, or one of the MPL's error codes, so a tester can see the library's error screens.
public enum DynamicAmountsSetting: CaseIterable, Equatable, Sendable {
    case off
    case recompute
    case answerServerError
    case answerOtherError

    /// The store's callback. Off, the store still has it (as a checkout resumed from an earlier run may ask),
    /// but its orders do not turn dynamicAmountUpdateEnabled on.
    var rules: DemoAmountRules {
        switch self {
        case .off, .recompute: DemoAmountRules()
        case .answerServerError: DemoAmountRules(failure: .server)
        case .answerOtherError: DemoAmountRules(failure: .other)
        }
    }

    var label: String {
        switch self {
        case .off: "off"
        case .recompute: "on: tax by state, shipping by distance"
        case .answerServerError: "on: callback answers AMOUNT_ERROR_SERVER"
        case .answerOtherError: "on: callback answers AMOUNT_ERROR_OTHER"
        }
    }
}
