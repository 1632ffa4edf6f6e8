/// A layer of the screen: what it draws and which keys it takes. Layers stack bottom to top (`AppState.layers`);
/// a key goes to the top one first, which takes it or passes it down, and drawing follows the same stack, bottom to
/// top, each layer in its own region, so what the user must read or type in is never under anything.
protocol ScreenLayer {
    /// A key for the layer; nil passes it to the layer below.
    static func handle(_ key: Key, in state: inout AppState) -> [AppEffect]?
    /// Draws the layer in its region, `canvas` being that region.
    static func draw(_ state: AppState, _ frame: Frame, on canvas: inout Canvas)
    /// Where it is drawn.
    static func region(_ layout: ScreenLayout) -> Rect
    /// Its keys for the terminal's last lines; nil leaves those of the layer below.
    static func keyHints(_ state: AppState) -> String?
    /// Its keys for the help box opened over it; nil for those of the layer below.
    static func help(_ state: AppState) -> Help?
    /// True when it takes every key but the few that work anywhere: clicks on what is under it do nothing.
    static func isModal(_ state: AppState) -> Bool
}

extension ScreenLayer {
    static func keyHints(_ state: AppState) -> String? { nil }
    static func help(_ state: AppState) -> Help? { nil }
    static func isModal(_ state: AppState) -> Bool { true }
    static func region(_ layout: ScreenLayout) -> Rect { layout.app }
}

/// What a frame's layers draw with besides the state.
struct Frame {
    var layout: ScreenLayout
    /// The status bar's time.
    var clock: String
    /// The spinner's turn.
    var spinner: Int
}

/// The layers that can be on the screen, in their stacking order.
enum Layer: Equatable, Sendable {
    case merchantApp
    case events
    /// A screen of the merchant's own: held authorizations, saved methods, the preapproval PIN.
    case panel
    case checkout
    case help
    case tester
    case inspector
    case sizeWarning

    var type: any ScreenLayer.Type {
        switch self {
        case .merchantApp: MerchantAppLayer.self
        case .events: EventPaneLayer.self
        case .panel: MerchantPanelLayer.self
        case .checkout: CheckoutLayer.self
        case .help: HelpLayer.self
        case .tester: TesterLayer.self
        case .inspector: InspectorLayer.self
        case .sizeWarning: SizeWarningLayer.self
        }
    }

    init(_ overlay: Overlay) {
        self = switch overlay {
        case .help: .help
        case .tester: .tester
        case .inspector: .inspector
        }
    }
}

extension Key {
    /// Ctrl-E (the event pane), Ctrl-F (the tester's panel), Ctrl-O (the inspector), Ctrl-U (unlock buyers) and F1
    /// (the help): they work under any layer but the size warning, even while the buyer types.
    var worksAnywhere: Bool { [Key.control("e"), .control("f"), .control("o"), .control("u"), .f1].contains(self) }
}
