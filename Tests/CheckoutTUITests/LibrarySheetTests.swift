import CheckoutFlows
import PayPalAPI
import Testing
@testable import CheckoutTUI

/// The library's sheet as the buyer uses it: what a refused login does to the secret, the billing summary,
/// what the sender of a chained payment sees, scrolling, and the app waiting for paymentLibraryExit.
@Suite struct LibrarySheetTests {
    func type(_ text: String, into state: inout AppState) {
        for character in text { _ = state.handle(.character(character)) }
    }

    func render(_ state: AppState) -> String {
        Screen.render(state, width: state.terminalSize.width, height: state.terminalSize.height, clock: "").lines.joined(separator: "\n")
    }

    /// The text of the sheet's content alone, lines joined without their breaks.
    func sheet(_ state: AppState) -> String {
        let frame = Screen.render(state, width: state.terminalSize.width, height: state.terminalSize.height, clock: "")
        let body = LibraryView.body(of: LibraryView.frame(in: state.layout.app.size))
        return EveryScreenTests.squeezed(EveryScreenTests.text(of: frame, in: body))
    }

    @Test func aRefusedLoginClearsTheSecretAndTypingGoesWhereItIsMasked() throws {
        var state = ScreenCase.loginRefused.state(.enUS, size: TerminalSize(width: 100, height: 30))
        #expect(state.library?.focusedControl == .secret)
        #expect(state.library?.login.password.isEmpty == true)
        type("pass1234", into: &state)
        let screen = render(state)
        #expect(!screen.contains("pass1234"), "the retyped password never shows")
        #expect(screen.contains("alex@personal.example.com ") && screen.contains("••••••••"))
        #expect(state.library?.login.email.text == "alex@personal.example.com")
    }

    @Test func thePhoneAndPINLoginSendsTheCanonicalNumber() throws {
        var state = Fixture.ready()
        _ = state.handle(.enter)
        _ = state.activate(.sheet(MPLControl.switchLogin))
        type("(408) 555-0101", into: &state)
        _ = state.handle(.tab)
        type("1234", into: &state)
        let work = state.handle(.enter)
        #expect(work.flowEffects(MPLFlow.self) == [.call(.logIn(.pin(phone: "+14085550101", pin: "1234")))])
    }

    @Test func theBillingSummaryOpensToItsItemsAndCloses() throws {
        var state = ScreenCase.review.state(.enUS, size: TerminalSize(width: 100, height: 30))
        #expect(!render(state).contains("Ceramic mug × 1"))
        _ = state.handle(MPLCheckout.toggleSummary)
        #expect(render(state).contains("Ceramic mug × 1"))
        _ = state.handle(.escape)
        #expect(state.library != nil && state.library?.summaryExpanded == false, "Esc closes the summary first")
        _ = state.activate(.sheet(MPLControl.summary))
        #expect(state.library?.summaryExpanded == true, "a click on the summary opens it")
    }

    @Test func theSenderOfAChainedPaymentSeesOnlyThePrimaryReceiver() throws {
        var state = ScreenCase.reviewChained.state(.enUS, size: TerminalSize(width: 100, height: 30))
        _ = state.handle(MPLCheckout.toggleSummary)
        let screen = sheet(state)
        #expect(screen.contains("agent@business.example.com") && screen.contains("$100.00"))
        #expect(!screen.contains("hotel@business.example.com") && !screen.contains("$90.00"))
    }

    @Test func aParallelPaymentShowsEachReceiverInTheSummary() throws {
        var state = ScreenCase.reviewParallel.state(.enUS, size: TerminalSize(width: 100, height: 30))
        _ = state.handle(MPLCheckout.toggleSummary)
        let screen = render(state)
        #expect(screen.components(separatedBy: "partner@business.example.com").count >= 3, "in the summary and the review")
    }

    @Test func bothOfAlexsAddressesCanBeToldApart() throws {
        var state = ScreenCase.review.state(.enUS, size: TerminalSize(width: 72, height: 22))
        let home = render(state)
        #expect(home.contains("Alex Rivera (1/2)") && home.contains("2211 N First St") && home.contains("San Jose, CA 95131"))
        _ = state.handle(.down)
        _ = state.handle(.right)
        let work = render(state)
        #expect(work.contains("Alex Rivera (2/2)") && work.contains("500 Howard St") && work.contains("Floor 4"))
        #expect(work.contains("San Francisco, CA 94105") && !work.contains("2211 N First St"))
    }

    @Test func theCodeIsAskedTwiceAndADifferenceIsSaid() throws {
        var state = ScreenCase.createCodeDiffers.state(.enUS, size: TerminalSize(width: 100, height: 30))
        guard case .createCode(.codesDiffer?) = state.library?.flow.screen else { throw Failure("no difference said") }
        #expect(sheet(state).contains(EveryScreenTests.squeezed(LibraryStrings.english.codesDiffer)))
        #expect(state.library?.focusedControl == .newPIN, "both are typed again, from the first")
        type("4321", into: &state)
        _ = state.handle(.tab)
        type("4321", into: &state)
        let work = state.handle(.enter)
        #expect(work.isEmpty)
        guard case .agreement = state.library?.flow.screen else { throw Failure("the same code twice goes on: \(String(describing: state.library?.flow.screen))") }
    }

    @Test func aBuyerWithoutAPhoneIsAskedForOneWithThePIN() throws {
        var state = ScreenCase.createPINWithPhone.state(.enUS, size: TerminalSize(width: 100, height: 30))
        #expect(state.library?.controls.first == .pinPhone)
        _ = state.handle(.tab)
        type("2468", into: &state)
        _ = state.handle(.tab)
        type("2468", into: &state)
        let work = state.handle(.enter)
        #expect(work.flowEffects(MPLFlow.self) == [.call(.createPIN("2468", phone: "+14085550177", session: "BS-test"))])
    }

    @Test func theFeePayerOfAPersonalPaymentIsTheSendersChoice() throws {
        var state = ScreenCase.reviewPersonal.state(.enUS, size: TerminalSize(width: 100, height: 30))
        #expect(state.library?.controls == [.funding, .feesPayer, .pay, .cancel])
        _ = state.handle(.down)
        let work = state.handle(.right)
        guard case .call(.createPayment(let order, _))? = work.flowEffects(MPLFlow.self).first else { throw Failure("no new pay key: \(work)") }
        #expect(order.feesPayer == .eachReceiver, "the recipient pays: a new pay key says so")
    }

    @Test func theAppChangesOnlyAfterPaymentLibraryExit() throws {
        var state = ScreenCase.receipt.state(.enUS, size: TerminalSize(width: 100, height: 30))
        #expect(state.events.lines.last?.text.hasPrefix("paymentSuccess(payKey: AP-TEST") == true)
        #expect(state.merchant.result == nil, "nothing behind the library changes before it exits")
        _ = state.handle(.enter)
        #expect(state.events.lines.last?.text == "paymentLibraryExit()")
        #expect(state.merchant.result == "Paid: AP-TEST (COMPLETED)")
    }

    @Test func anEmptyCartCannotBePaid() {
        var state = Fixture.ready()
        state.changeFlow(MPLEntry.self) { $0.quantities = [0, 0, 0] }
        _ = state.handle(.character("p"))
        #expect(state.library == nil)
        #expect(state.merchant.result?.contains("cart is empty") == true)
        #expect(render(state).contains("The cart is empty"))
    }

    @Test func contentTallerThanTheSheetScrollsAndTheFocusStaysInView() throws {
        var state = ScreenCase.agreement.state(.jaJP, size: TerminalSize(width: 72, height: 22))
        #expect(render(state).contains("▼ PgDn"))
        _ = state.handle(.pageDown)
        #expect(state.library!.scroll > 0)
        #expect(render(state).contains("▲ PgUp"))
        _ = state.handle(.pageUp)
        #expect(state.library?.scroll == 0)
        var review = ScreenCase.reviewSummary.state(.enUS, size: TerminalSize(width: 72, height: 22))
        _ = review.handle(.down)
        #expect(review.library?.focusedControl == .address)
        #expect(render(review).contains("‹ Alex Rivera (1/2) ›"), "the focused address scrolled into view")
    }

    /// Agree and Pay ends the terms: on a small screen it is below the fold with their end, and its key first
    /// brings both into view, then agrees.
    @Test func agreeAndPayIsOnScreenOnlyWithTheEndOfTheTerms() throws {
        for language in Language.allCases {
            var state = ScreenCase.agreement.state(language, size: TerminalSize(width: 72, height: 22))
            let words = language.strings
            let width = LibraryView.body(of: LibraryView.frame(in: TerminalSize(width: 72, height: 22))).width
            let end = try #require(wrap(words.agreementText("PayTerm Demo Store", words.balance), width: width).last)
            #expect(!render(state).contains(words.agreeAndPay), "\(language): below the fold at first")
            #expect(state.handle(.character("a")).isEmpty, "\(language): the first press only shows it")
            let shown = render(state)
            #expect(shown.contains(words.agreeAndPay) && shown.contains(end), "\(language): with the terms' end: \(shown)")
            #expect(state.library?.focusedControl == .agree)
            let work = state.handle(.character("a"))
            #expect(!work.flowEffects(MPLFlow.self).isEmpty, "\(language): the second agrees")
        }
    }

    @Test func aFocusedSettingScrollsIntoViewWithItsValueNotJustItsLabel() {
        var state = ScreenCase.appSwitchSettings.state(.jaJP, size: TerminalSize(width: 72, height: 22))
        state.changeFlow(AppSwitchEntry.self) { $0.settings.shipping = .slow }
        _ = state.handle(Key.control("e"))
        state.merchant.focus = .flow
        for _ in 0...AppSwitchSettings.Row.allCases.firstIndex(of: .shipping)! { _ = state.handle(.tab) }
        #expect(state.merchant.focus == .row(AppSwitchSettings.Row.allCases.firstIndex(of: .shipping)!))
        let shown = EveryScreenTests.squeezed(render(state))
        let words = Language.jaJP.settingsStrings
        #expect(shown.contains(EveryScreenTests.squeezed(words.shipping)) && shown.contains("‹" + EveryScreenTests.squeezed(words.serverSlow).prefix(10)),
                "the value under the focused label is in view: \(render(state))")
    }

    @Test func amountsAndTheClockFollowTheLanguage() {
        let amount = MoneyValue(currencyCode: "USD", value: "49.37")
        #expect(LibraryStrings.english.money(amount) == "$49.37")
        #expect(LibraryStrings.german.money(amount) == "49,37\u{00A0}$")
        #expect(LibraryStrings.japanese.money(MoneyValue(currencyCode: "JPY", value: "2500")).contains("2,500"))
        let moment = EveryScreenTests.moment
        #expect(LibraryStrings.german.clock(moment) != LibraryStrings.english.clock(moment))
        #expect(!LibraryStrings.german.clock(moment).contains("PM"))
        for language in Language.allCases {
            #expect(!Screen.render(ScreenCase.review.state(language, size: TerminalSize(width: 100, height: 30)), width: 100, height: 30, clock: "")
                .lines.joined().contains("US$"))
        }
    }

    @Test func everyRefusalIsSaidInTheBuyersLanguage() {
        let codes = ["INVALID_CREDENTIALS", "ACCOUNT_LOCKED", "PIN_NOT_SET", "INSTRUMENT_DECLINED", "INSUFFICIENT_FUNDS", "PAY_KEY_EXPIRED",
                     "INVALID_SESSION", "SENDING_LIMIT_EXCEEDED", "PHONE_NOT_SET", "PIN_ALREADY_SET", "SOMETHING_NEW"]
        let unreachable = PayPalAPIError.unreachable(url: "http://127.0.0.1:9", underlying: "Connection refused")
        for error in codes.map({ Fixture.refusal($0) }) + [unreachable] {
            let words = Language.allCases.map { $0.strings.refusal(error) }
            #expect(Set(words).count == 3, "\(error.code) is worded in each language")
            #expect(words.allSatisfy { !$0.contains(error.message) }, "PayPal's own English never shows")
        }
        #expect(LibraryStrings.german.fundingLabel(type: "BALANCE", label: "PayPal balance") == "PayPal-Guthaben")
    }

    @Test func ctrlUUnlocksTheAccountsAndTheLogInSaysSo() {
        var state = ScreenCase.loginLocked.state(.enUS, size: TerminalSize(width: 100, height: 30))
        #expect(render(state).contains("Ctrl-U unlocks"))
        #expect(state.handle(.control("u")).calls == [.unlockBuyers])
        state.answer(.unlockBuyers, .unlocked(["alex@personal.example.com"]))
        #expect(state.events.lines.last?.text == "Unlocked: alex@personal.example.com")
        let unlocked = render(state)
        #expect(unlocked.contains("Unlocked: this account can log in") && !unlocked.contains("Ctrl-U unlocks"), "\(unlocked)")
    }
}

/// What the merchant's app says when PayPal cannot be reached or refuses it: sentences, never raw errors.
@Suite struct MerchantMessageTests {
    @Test func aFailedInitializationSaysWhereAndWhatToDo() {
        var state = AppState(backendDescription: "http://127.0.0.1:9")
        _ = state.receive(FrontAnswer(call: .initialize, result: .failure(.unreachable(url: "http://127.0.0.1:9", underlying: "Error Domain=NSURLErrorDomain Code=-1004 \"(null)\""))))
        #expect(state.libraryStatus == .failed("PayPal can't be reached at http://127.0.0.1:9: press r to retry"))
        let frame = Screen.render(state, width: 100, height: 30, clock: "")
        let screen = EveryScreenTests.squeezed(EveryScreenTests.text(of: frame, in: MerchantView.body(state, in: state.layout.app)))
        #expect(screen.contains("PayPalcan'tbereachedat") && screen.contains("press") && screen.contains("rtoretry"))
        #expect(!screen.contains("NSURLErrorDomain"))
        #expect(state.handle(.character("r")).calls == [.initialize])
    }

    @Test func aWrongPreapprovalPINIsASentence() {
        var state = Fixture.ready()
        let preapproval = ConfirmedPreapproval(key: "PA-TEST", senderEmail: "alex@personal.example.com")
        state.changeFlow(MPLEntry.self) {
            $0.preapproval = preapproval
            $0.experience = .preapprovedPayment
        }
        _ = state.handle(.character("p"))
        for digit in "9999" { _ = state.handle(.character(digit)) }
        let effects = state.handle(.enter)
        #expect(effects.entryCalls.map(\.name) == ["pay under preapproval"])
        state.answer("pay under preapproval", among: effects, with: .failure(.refused(.init(
            issue: "580022", message: "Invalid request parameter: pin with value ****", debugId: "6db128a52e68c", httpStatus: 200))))
        guard let prompt = state.merchant.panel?.screen(PINPrompt.self) else { Issue.record("no PIN prompt"); return }
        #expect(prompt.error == "That is not the PIN you created for this preapproval: try again.")
        #expect(prompt.pin.isEmpty)
        let screen = Screen.render(state, width: 100, height: 30, clock: "").lines.joined(separator: "\n")
        #expect(!screen.contains("Invalid request parameter"))
    }
}
