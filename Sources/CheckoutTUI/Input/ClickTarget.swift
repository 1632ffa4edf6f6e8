/// What a mouse click can land on: a control of the merchant's app, or one of the checkout's sheet, whatever its kind.
enum ClickTarget: Equatable, Sendable {
    case merchant(MerchantControl)
    case sheet(SheetTarget)

    /// A control of a sheet.
    static func sheet<Control: SheetControl>(_ control: Control) -> ClickTarget { .sheet(SheetTarget(control)) }

    /// The sheet's control clicked, when it is of that kind.
    func control<Control: SheetControl>(_ kind: Control.Type) -> Control? {
        if case .sheet(let target) = self { target.control as? Control } else { nil }
    }
}

/// A sheet's control, of whichever kind its sheet has.
struct SheetTarget: Equatable, Sendable {
    let control: any SheetControl

    init(_ control: any SheetControl) { self.control = control }

    static func == (left: SheetTarget, right: SheetTarget) -> Bool { left.control.isEqual(to: right.control) }
}

extension SheetControl {
    var target: ClickTarget { .sheet(self) }

    fileprivate func isEqual(to other: any SheetControl) -> Bool { (other as? Self) == self }
}
