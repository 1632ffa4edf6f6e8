import CheckoutFlows

/// The demo store's `dynamicAmountUpdateEnabled`, and what its adjust-amounts callback answers: amounts for the
/// address, or one of the MPL's error codes, so a tester can see the library's error screens.
public enum DynamicAmountsSetting: CaseIterable, Equatable, Sendable {
    case off
    case recompute
    case answerServerError
    case answerOtherError

    /// The merchant's callback; nil when dynamic amounts are off.
    var rules: DemoAmountRules? {
        switch self {
        case .off: nil
        case .recompute: DemoAmountRules()
        case .answerServerError: DemoAmountRules(failure: .server)
        case .answerOtherError: DemoAmountRules(failure: .other)
        }
    }

    var label: String {
        switch self {
        case .off: "off"
        case .recompute: "on: tax by state, shipping by distance from San Jose"
        case .answerServerError: "on: the callback answers AMOUNT_ERROR_SERVER"
        case .answerOtherError: "on: the callback answers AMOUNT_ERROR_OTHER"
        }
    }
}
