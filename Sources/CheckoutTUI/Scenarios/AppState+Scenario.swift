import CheckoutFlows
import ScenarioScript

/// What a scenario does to the app besides pressing keys: set it up, and fill fields by name.
extension AppState {
    /// The app as a scenario starts it: its flow (with the flow's own settings), experience and language.
    mutating func setUp(flow: MerchantFlow, experience: DemoStore.Experience?, language: Language?) {
        merchant.flow = flow
        if let configuration = flow.defaultConfiguration { merchant.settings = ButtonSettings(configuration) }
        if let experience { merchant.experience = experience }
        if let language { self.language = language }
        merchant.focus = .payButton
    }

    /// The names of the fields a scenario can fill where they show.
    static let fieldNames = [
        "email", "password", "phone", "pin", "new-pin", "confirm-pin", "pin-phone", "business-name", "amount", "currency", "payee",
        "description",
    ]

    /// Sets the field of that name on screen to the value; false when none of that name is on screen.
    mutating func fill(_ name: String, with value: String) -> Bool {
        if fillLogin(name, with: value) { return true }
        switch (name, sheet) {
        case ("new-pin", .mpl?): library?.newPIN.set(value)
        case ("confirm-pin", .mpl?): library?.confirmPIN.set(value)
        case ("pin-phone", .mpl?): library?.pinPhone.set(value)
        case ("email", .connect?): connect?.email.set(value)
        case ("password", .connect?): connect?.password.set(value)
        case ("business-name", .connect?): connect?.businessName.set(value)
        case ("pin", nil) where merchant.pinPrompt != nil: merchant.pinPrompt?.pin.set(value)
        case ("amount", nil) where merchant.flow == .appSwitch: merchant.appSwitch.amount.set(value)
        case ("amount", nil) where merchant.flow.usesOrders: merchant.settings.amount.set(value)
        case ("currency", nil) where merchant.flow.usesOrders: merchant.settings.currency.set(value)
        case ("payee", nil) where merchant.flow.usesOrders: merchant.settings.payee.set(value)
        case ("description", nil) where merchant.flow.usesOrders: merchant.settings.description.set(value)
        default: return false
        }
        return true
    }

    /// The log-in of the sheet on screen: email and password, or phone and PIN (which switches it to them).
    private mutating func fillLogin(_ name: String, with value: String) -> Bool {
        guard ["email", "password", "phone", "pin"].contains(name) else { return false }
        let fill = { (login: inout LoginFields) in
            switch name {
            case "email": login.email.set(value)
            case "password": login.password.set(value)
            case "phone": login.phone.set(value)
            default: login.pin.set(value)
            }
            login.usePIN = name == "phone" || name == "pin"
        }
        switch sheet {
        case .mpl?: fill(&library!.login)
        case .web?: fill(&web!.login)
        case .appSwitch?: fill(&appSwitch!.login)
        default: return false
        }
        return true
    }

    /// The events' lines, for what a scenario waits for and expects.
    func hasEvent(containing text: String) -> Bool { events.contains { $0.text.contains(text) } }

    func hasCallback(startingWith text: String) -> Bool { events.contains { $0.kind == .callback && $0.text.hasPrefix(text) } }
}

extension MerchantFlow {
    /// The flow a scenario names.
    init(_ flow: Scenario.Flow) {
        self = switch flow {
        case .mpl: .mpl
        case .confirmPayment: .confirmPayment
        case .payNow: .payNow
        case .savePayPal: .savePayPal
        case .appSwitch: .appSwitch
        case .connect: .connect
        }
    }
}
