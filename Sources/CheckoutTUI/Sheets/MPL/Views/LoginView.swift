import CheckoutFlows

/// The login screen: email and password, or phone and PIN; Pay and Review instead of Log In when there is
/// nothing to ship (experience #2).
enum LoginView {
    static func layout(_ sheet: MPLCheckout, _ text: LibraryStrings, error: MPLFlow.Notice?, into layout: inout SheetLayout<MPLControl>) {
        layout.text(sheet.login.usePIN ? text.logInWithPhone : text.logInWithEmail, style: Style(.sheet, bold: true))
        layout.gap()
        layout.login(sheet.login, text, account: .account, secret: .secret)
        if case .refused(let refusal)? = error {
            let said = sheet.liftedLock.line(for: refusal, text)
            layout.gap()
            layout.text(said.text, style: Style(said.role, bold: true))
        } else {
            LibraryView.notice(error, text, into: &layout)
        }
        let switchLogin = SheetLayout<MPLControl>.Button(title: sheet.login.usePIN ? text.useEmail : text.usePhone, control: .switchLogin)
        if sheet.flow.shippingEnabled {
            layout.buttons([.init(title: text.logIn, control: .logIn, pay: true), .init(title: text.cancel, control: .cancel)])
        } else {
            layout.gap()
            layout.text(text.reviewHint)
            layout.buttons([
                .init(title: LibraryView.payWord(sheet.flow, text), control: .payNow, pay: true), .init(title: text.review, control: .review),
                .init(title: text.cancel, control: .cancel),
            ])
        }
        layout.buttons([switchLogin])
    }
}
