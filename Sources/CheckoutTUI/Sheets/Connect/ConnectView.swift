import CheckoutFlows
import PayPalAPI

/// The Braintree-hosted page over the partner's dashboard, in the library sheet's place: a browser's address bar,
/// "PayPal powered by Braintree" and the partner, then the log-in or sign-up form with what the partner prefilled,
/// or the Authorize step listing the permissions of the scopes asked for.
enum ConnectView {
    static func draw(_ sheet: ConnectCheckout, language: Language, spinner: Int, in frame: Rect, on canvas: inout Canvas) {
        let text = language.connectStrings
        canvas.box(Rect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2), style: Style(.border))
        canvas.fill(frame, style: Style(.sheet))
        canvas.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), style: Style(.field))
        canvas.write("api.sandbox.braintreegateway.com", x: frame.x + 1, y: frame.y, style: Style(.field), limit: frame.width - 2)
        var y = frame.y + 1
        let body = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 1)
        func line(_ value: String, _ role: Role = .sheet, bold: Bool = false) {
            for part in wrap(value, width: body.width) where y < body.maxY {
                canvas.write(part, x: body.x, y: y, style: Style(role, bold: bold))
                y += 1
            }
        }
        guard case .page(let page) = sheet.flow.state else {
            line(Spinner.line(text.oneMoment, turn: spinner))
            return
        }
        line("PayPal powered by Braintree", .title, bold: true)
        line(text.connect(page.page.partner.name))
        y += 1
        switch page.screen {
        case .login(let refusal), .signup(let refusal):
            let signup = if case .signup = page.screen { true } else { false }
            line(signup ? text.signUpTitle : text.logInTitle, bold: true)
            if let refusal {
                let (sentence, role) = refusalLine(refusal, sheet.liftedLock, language)
                line(sentence, role)
            }
            for control in sheet.controls where y < body.maxY - 1 {
                let focused = sheet.focus == control
                switch control {
                case .email, .password, .businessName:
                    line(control == .email ? text.email : control == .password ? text.password : text.businessName)
                    let field = control == .email ? sheet.email : control == .password ? sheet.password : sheet.businessName
                    canvas.field(field, x: body.x, y: y, width: body.width, focused: focused)
                    y += 1
                case .submit:
                    canvas.button(signup ? text.signUp : text.logIn, x: body.x, y: y + 1, focused: focused, pay: true)
                    y += 2
                case .switchForm:
                    canvas.button(signup ? text.logInInstead : text.signUpInstead, x: body.x, y: y, focused: focused)
                    y += 1
                case .finishLater:
                    canvas.button(text.finishLater, x: body.x, y: y, focused: focused)
                    y += 1
                }
            }
        case .authorize(let session):
            line(text.wouldLike(page.page.partner.name) + " (\(session.businessName), \(session.merchantId))", bold: true)
            for scope in page.page.scopes {
                for permission in text.permissions(scope.scope) ?? scope.permissions { line("• " + permission) }
            }
            y += 1
            if y < body.maxY {
                canvas.button(text.agreeAndReturn, x: body.x, y: y, focused: true, pay: true)
                y += 2
            }
            line("d " + text.deny + " · f " + text.finishLater)
        case .loggingIn, .deciding:
            line(Spinner.line(text.oneMoment, turn: spinner))
        }
    }

    /// Braintree's page says what went wrong in the page's language; a lockout as every log-in screen says it, ending
    /// at the merchant's local time, or, lifted since, that the login is unlocked; an error it does not know, in the
    /// backend's words.
    private static func refusalLine(_ refusal: PayPalAPIError, _ lifted: LiftedLock, _ language: Language) -> (String, Role) {
        let library = language.strings
        if LiftedLock.isLockout(refusal) { return lifted.line(for: refusal, library) }
        return (language.connectStrings.refusal(refusal.code) ?? (refusal.message.isEmpty ? library.refusal(refusal) : refusal.message), .sheetError)
    }
}
