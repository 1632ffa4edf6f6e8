/// The checkout's step, for a recording's markers: the flow and its state's name (`review`, `approving`),
/// never what the state holds.
extension Sheet {
    var step: String {
        switch self {
        case .mpl(let sheet): "PayPal library · " + Self.caseName(sheet.flow.screen)
        case .web(let sheet):
            switch sheet.flow {
            case .order(let flow): "PayPal checkout · " + Self.caseName(flow.state)
            case .vault(let flow): "Save PayPal · " + Self.caseName(flow.state)
            }
        case .appSwitch(let sheet): "App Switch · " + Self.caseName(sheet.flow.state)
        case .connect(let sheet): "Connect with Braintree · " + Self.caseName(sheet.flow.state)
        }
    }

    /// An enum value's case name: the label of its payload, or the case itself when it has none.
    private static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }
}
