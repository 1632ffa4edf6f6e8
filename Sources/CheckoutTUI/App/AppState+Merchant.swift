import CheckoutFlows
import PayPalVocabulary

/// The merchant app's keys, clicks and PIN prompt, and opening the library.
extension AppState {
    // MARK: The merchant's app

    mutating func handleMerchant(_ key: Key) -> [AppEffect] {
        if case .setting(let row) = merchant.focus, row.isText, merchant.settings.edit(row, with: key) { return [] }
        if case .appSwitchSetting(let row) = merchant.focus, row.isText, merchant.appSwitch.edit(row, with: key) { return [] }
        let order = merchant.focusOrder
        let position = order.firstIndex(of: merchant.focus) ?? order.count - 1
        switch key {
        case .tab, .down: merchant.focus = order[(position + 1) % order.count]
        case .backTab, .up: merchant.focus = order[(position + order.count - 1) % order.count]
        case .left, .character("-"): return adjust(by: -1)
        case .right, .character("+"): return adjust(by: 1)
        case .enter where merchant.focus == .payButton, .character("p"): return openLibrary()
        case .enter: merchant.focus = .payButton
        case .character("e"): toggle(.events)
        case Self.heldAuthorizationsKey: return openHeldAuthorizations()
        case Self.savedMethodsKey where merchant.flow.usesOrders: return openSavedMethods()
        case .character("w") where merchant.flow.usesOrders:
            guard let saved = merchant.savedWallet else {
                merchant.result = "No saved PayPal yet: set Save PayPal to ON_SUCCESS and pay once."
                return []
            }
            return openWebCheckout(payingWith: saved.vaultId)
        case .character("f") where merchant.flow == .connect, .character("v") where merchant.flow == .connect: return actOnConnection(key)
        case .character("d"):
            let settings = DynamicAmountsSetting.allCases
            merchant.dynamicAmounts = settings[(settings.firstIndex(of: merchant.dynamicAmounts)! + 1) % settings.count]
        case .character("b"):
            let sizes = MerchantState.PayButtonSize.allCases
            merchant.buttonSize = sizes[(sizes.firstIndex(of: merchant.buttonSize)! + 1) % sizes.count]
        case .character("q"): wantsQuit = true
        case .character("r") where libraryStatus != .ready && libraryStatus != .inProgress:
            libraryStatus = .inProgress
            return [.initializeLibrary]
        default: break
        }
        return []
    }

    private mutating func adjust(by step: Int) -> [AppEffect] {
        switch merchant.focus {
        case .flow:
            let all = MerchantFlow.allCases
            merchant.flow = all[(all.firstIndex(of: merchant.flow)! + step + all.count) % all.count]
            if let configuration = merchant.flow.defaultConfiguration { merchant.settings = ButtonSettings(configuration) }
        case .setting(let row): merchant.settings.cycle(row, forward: step > 0)
        case .connectSetting(let row): merchant.connect.cycle(row, forward: step > 0)
        case .appSwitchSetting(let row):
            let eligible = merchant.appSwitch.buyerEligible
            merchant.appSwitch.cycle(row, forward: step > 0)
            if merchant.appSwitch.buyerEligible != eligible { return [.appSwitchEligibility(merchant.appSwitch.buyerEligible)] }
        case .item(let index): merchant.quantities[index] = min(9, max(0, merchant.quantities[index] + step))
        case .experience:
            let all = DemoStore.Experience.allCases
            let index = all.firstIndex(of: merchant.experience)!
            merchant.experience = all[(index + step + all.count) % all.count]
            if !merchant.focusOrder.contains(merchant.focus) { merchant.focus = .experience }
        case .payButton: break
        }
        return []
    }

    /// Opens the library over the app, if it is initialized and there is something to pay; the preapproval
    /// experiences go through the merchant's server first.
    mutating func openLibrary() -> [AppEffect] {
        guard libraryStatus == .ready else {
            log(.note, "The PayPal button is disabled until the library has initialized.")
            return []
        }
        if merchant.flow == .appSwitch { return appSwitch == nil ? openAppSwitch() : [] }
        if merchant.flow == .connect { return connect == nil ? openConnect() : [] }
        if merchant.flow != .mpl { return openWebCheckout() }
        if let resumed = resumeLibrary() { return resumed }
        switch merchant.experience {
        case .preapproval:
            merchant.result = "Asking PayPal for a preapproval…"
            return [.createPreapproval]
        case .preapprovedPayment:
            guard merchant.preapproval != nil else {
                merchant.result = "No buyer has agreed to a preapproval yet: run #6 Preapproval first."
                return []
            }
            merchant.pinPrompt = MerchantState.PINPrompt()
            return []
        default:
            break
        }
        let order = merchant.order
        guard merchant.hasSomethingToPay else {
            merchant.result = "The cart is empty: add something to it first (←→ on an item)."
            return []
        }
        open { .mpl(MPLSheet(checkout: $0, flow: MPLFlow(order: order))) }
        log(.note, "checkout: \(merchant.experience.title), \(order.total.text) \(order.currency.code)")
        return []
    }

    /// A click on a control: the library's when it is open (it is modal), else the merchant app's.
    mutating func activate(_ target: ClickTarget) -> [AppEffect] {
        switch target {
        case .library(let control):
            guard let index = library?.controls.firstIndex(of: control) else { return [] }
            library?.focus = index
            if control.isField { return [] }
            return [.funding, .address, .feesPayer].contains(control) ? cycleChoice(control, forward: true) : press(control)
        case .web(let control):
            guard let index = web?.controls.firstIndex(of: control) else { return [] }
            web?.focus = index
            if control.isField { return [] }
            return [.funding, .address].contains(control) ? cycleWebChoice(control, forward: true) : pressWeb(control)
        case .billingSummary:
            library?.summaryExpanded.toggle()
            return []
        case .merchant(let focus):
            guard sheet == nil, merchant.pinPrompt == nil, merchant.ordersCheckout == nil, merchant.focusOrder.contains(focus) else { return [] }
            merchant.focus = focus
            switch focus {
            case .payButton: return openLibrary()
            case .experience, .flow: return adjust(by: 1)
            case .setting(let row) where !row.isText: return adjust(by: 1)
            case .appSwitchSetting(let row) where !row.isText: return adjust(by: 1)
            case .connectSetting: return adjust(by: 1)
            case .item, .setting, .appSwitchSetting: break
            }
            return []
        }
    }

    // MARK: The merchant's PIN prompt

    mutating func handlePINPrompt(_ key: Key) -> [AppEffect] {
        guard var prompt = merchant.pinPrompt, !prompt.busy else { return [] }
        switch key {
        case .escape:
            merchant.pinPrompt = nil
            merchant.result = "Preapproved payment canceled."
            return []
        case .enter:
            guard let preapproval = merchant.preapproval else { return [] }
            prompt.busy = true
            prompt.error = nil
            merchant.pinPrompt = prompt
            return [.payUnderPreapproval(preapproval, pin: prompt.pin.secret)]
        case .character(let character) where !character.isASCIIDigit:
            break
        default:
            _ = prompt.pin.edit(key)
        }
        merchant.pinPrompt = prompt
        return []
    }
}
