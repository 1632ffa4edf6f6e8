import CheckoutFlows
import ScenarioScript

/// What a scenario does to the app besides pressing keys: set it up, and fill fields by name.
extension AppState {
    /// The app as a scenario starts it: the catalog's flow of that name, in the language, with the experience when
    /// it names one; false when the catalog has no such flow or the flow no such experience.
    mutating func setUp(flow: String, experience: DemoStore.Experience?, language: Language?) -> Bool {
        guard merchant.pick(flow), experience.map({ merchant.flows[merchant.selected].setUp(experience: $0) }) ?? true else { return false }
        if let language { self.language = language }
        return true
    }

    /// The names of the fields a scenario can fill where they show.
    static let fieldNames = [
        "email", "password", "phone", "pin", "new-pin", "confirm-pin", "pin-phone", "business-name", "amount", "currency", "payee",
        "description",
    ]

    /// Sets the field of that name on screen to the value: in the checkout under way, the PIN prompt, or the flow's
    /// settings while the merchant's app is in front; false when none of that name is on screen.
    mutating func fill(_ name: String, with value: String) -> Bool {
        if var hosted = checkout?.hosted, hosted.placement != .besideButton {
            defer { checkout?.hosted = hosted }
            return hosted.fill(name, with: value)
        }
        if case .screen(var screen) = merchant.panel, let filled = screen.fill(name, with: value) {
            merchant.panel = .screen(screen)
            return filled
        }
        return merchant.flows[merchant.selected].fill(name, with: value)
    }
}

/// What the trainer may open over the app while holding the keyboard during a scenario: the overlays (help, the
/// tester's panel, the inspector) and the event pane. Handing the keyboard back puts them back as they were.
struct OpenedLayers: Sendable {
    var overlays: [Overlay]
    var showEvents: Bool
}

extension AppState {
    var openedLayers: OpenedLayers {
        get { OpenedLayers(overlays: overlays, showEvents: showEvents) }
        set {
            overlays = newValue.overlays
            showEvents = newValue.showEvents
        }
    }
}
