import ScenarioScript

extension Key {
    /// The key a scenario names.
    init(_ key: ScenarioKey) {
        switch key {
        case .character(let character): self = .character(character)
        case .control(let letter): self = .control(letter)
        case .named(let named):
            self = switch named {
            case .enter: .enter
            case .escape: .escape
            case .tab: .tab
            case .backTab: .backTab
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .home: .home
            case .end: .end
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            case .backspace: .backspace
            case .delete: .delete
            case .space: .character(" ")
            }
        }
    }
}
