/// A screen of the merchant's own over its app that a flow brings (the Orders flows' authorized orders and payment
/// methods, the MPL's preapproval PIN prompt): its keys, its drawing and its keys' line, with what it holds.
protocol MerchantScreen: Sendable {
    /// A key for it; nil when it takes no such key (`q`, `e` and `?` then go to the app, unless it is typing).
    func handle(_ key: Key, in state: inout AppState) -> [AppEffect]?
    /// Draws it in the app's body.
    func draw(_ state: AppState, spinner: Int, in body: Rect, on canvas: inout Canvas)
    func keyHints(_ state: AppState) -> String
    /// True when its field has the keyboard: `q`, `e` and `?` are typed into it.
    var isTyping: Bool { get }
    /// True while the merchant's server waits on the call it made.
    var isWorking: Bool { get }
    /// Sets its field of that name to the value, for a scenario; nil when it has no fields, so the flow's settings
    /// under it take the value.
    mutating func fill(_ name: String, with value: String) -> Bool?
    /// True when `other` is this screen as it stands.
    func isSame(as other: any MerchantScreen) -> Bool
}

extension MerchantScreen {
    var isTyping: Bool { false }
    var isWorking: Bool { false }
    mutating func fill(_ name: String, with value: String) -> Bool? { nil }
}

extension MerchantScreen where Self: Equatable {
    func isSame(as other: any MerchantScreen) -> Bool { (other as? Self) == self }
}
