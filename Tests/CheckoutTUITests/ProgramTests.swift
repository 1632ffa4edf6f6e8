import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutTUI

/// The program's loop itself, on the test backend: keys in, frames out, answers from a backend in the process
/// waking it. No tmux, no ncurses.
@Suite(.timeLimit(.minutes(3))) struct ProgramTests {
    func run(_ script: [TestTerminal.Step]) async throws -> (TestTerminal, AppState, Int32) { try await ProgramRun.run(script) }

    func type(_ text: String) -> [TestTerminal.Step] { ProgramRun.type(text) }

    @Test func aBuyerPaysAndTheAppHearsOfIt() async throws {
        let (terminal, state, status) = try await run(
            [.waitFor("PayPal library: ready"), .press(.enter), .waitFor("Log in with email and password")]
                + type("alex@personal.example.com") + [.press(.tab)] + type("pass1234")
                + [.press(.enter), .waitFor("Ship to"), .press(.character("p")), .waitFor("Last result: Paid: AP-"), .press(.character("q"))])
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        #expect(status == 0 && state.wantsQuit)
        #expect(state.events.lines.map(\.text).contains("paymentLibraryExit()"))
        #expect(!terminal.frames.contains { $0.lines.joined().contains("pass1234") })
    }

    /// Picks a flow with the picker above the experience, then presses the PayPal button.
    func start(_ flow: String) -> [TestTerminal.Step] {
        [.waitFor("PayPal library: ready"), .press(.tab), .press(.right)] + (flow == "Pay now" ? [.press(.right)] : [])
            + [.waitFor(flow), .press(.character("p")), .waitFor("Log in to your PayPal account")]
            + type("alex@personal.example.com") + [.press(.tab)] + type("pass1234") + [.press(.enter)]
    }

    @Test func confirmPaymentAuthorisesThenTheConfirmationScreenCaptures() async throws {
        let (terminal, state, _) = try await run(
            start("Confirm payment") + [
                .waitFor("Continue"), .press(.character("p")), .waitFor("Confirm and pay"), .press(.character("d")), .waitFor("−$2.50"),
                .waitFor("$24.36"), .press(.enter), .waitFor("Payment Successful"), .press(.enter), .waitFor("Last result: Payment captured"),
                .press(.character("q")),
            ])
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        let callbacks = state.events.lines.filter { $0.kind == .callback }.map(\.text)
        #expect(callbacks.count == 1 && callbacks[0].hasPrefix("onApprove {\"orderID\": \""), "\(callbacks)")
        #expect(state.merchant.result?.contains("$24.36") == true, "22.50 of items and 1.86 of tax: \(state.merchant.result ?? "")")
        #expect(!terminal.frames.contains { $0.lines.joined().contains("pass1234") })
    }

    @Test func anAuthorisationLeftOnTheConfirmationIsVoidedFromTheList() async throws {
        let (terminal, state, _) = try await run(
            start("Confirm payment") + [
                .waitFor("Continue"), .press(.character("p")), .waitFor("Confirm and pay"), .press(.escape), .waitFor("the authorisation is held"),
                .press(.character("a")), .waitFor(" h left"), .press(.character("v")), .waitFor("the buyer's money is released"),
                .press(.escape), .press(.character("q")),
            ])
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        #expect(state.merchant.held.list.entries.map(\.status) == ["VOIDED"])
    }

    @Test func aWalletSavedWithAPurchasePaysWithOnePressNext() async throws {
        let saveIt = [TestTerminal.Step.waitFor("PayPal library: ready"), .press(.tab), .press(.right), .press(.right), .waitFor("Pay now")]
            + Array(repeating: TestTerminal.Step.press(.down), count: 8) + [.press(.right), .waitFor("ON_SUCCESS"), .press(.down)]
        let (terminal, state, _) = try await run(
            saveIt + [.press(.enter), .waitFor("Log in to your PayPal account")] + type("alex@personal.example.com") + [.press(.tab)]
                + type("pass1234") + [.press(.enter), .waitFor("Save PayPal for faster checkout"), .press(.character("p")),
                .waitFor("w Pay with PayPal · a…@personal.example.com (saved)"), .press(.character("w")),
                .waitFor("Last result: With the saved PayPal, no sheet: Payment captured"),
                .press(.character("m")), .waitFor("PayPal · a…@personal.example.com"), .press(.character("x")), .waitFor("Delete PayPal"),
                .press(.character("y")), .waitFor("orders can no longer pay with it"),
                .press(.escape), .press(.character("w")), .waitFor("No saved PayPal yet"), .press(.character("q"))])
        #expect(terminal.unmet == nil, "never showed: \(terminal.unmet ?? "")")
        #expect(state.events.lines.filter { $0.text.hasPrefix("onApprove") }.count == 1, "the second payment had no sheet")
        #expect(state.merchant.shopper.wallet == nil, "a deleted wallet is forgotten")
    }

    @Test func payNowCapturesOnApproveAndCancellingCallsOnCancel() async throws {
        let (paid, state, _) = try await run(
            start("Pay now") + [.waitFor("Pay Now"), .press(.character("p")), .waitFor("Last result: Payment captured"), .press(.character("q"))])
        #expect(paid.unmet == nil, "never showed: \(paid.unmet ?? "")")
        #expect(state.merchant.result?.contains("$25.00") == true)
        let (cancelled, after, _) = try await run(
            start("Confirm payment") + [.waitFor("Continue"), .press(.escape), .waitFor("Payment was cancelled"), .press(.character("q"))])
        #expect(cancelled.unmet == nil, "never showed: \(cancelled.unmet ?? "")")
        #expect(after.events.lines.contains { $0.text == "onCancel()" })
    }

    @Test func theLoopSleepsUntilSomethingHappens() async throws {
        let (terminal, _, _) = try await run([.waitFor("PayPal library: ready"), .idle(.milliseconds(600)), .press(.character("q"))])
        #expect(terminal.unmet == nil)
        let frames = terminal.frames.map { $0.lines.joined(separator: "\n") }
        let ready = try #require(frames.firstIndex { $0.contains("PayPal library: ready") })
        // While the library starts, its spinner turns every 100 ms; once ready, nothing moves but the clock.
        #expect(frames.count - ready - 1 <= 2, "idle: at most a new minute and the key's frame, not \(frames.count - ready - 1)")
    }
}

/// What a late answer meets: the checkout it was for has closed, and a new one is open.
@Suite struct LateAnswerTests {
    @Test func anAnswerForAClosedCheckoutIsIgnoredAndSaidSo() throws {
        var state = Fixture.ready()
        _ = state.handle(.enter)
        let first = try #require(state.checkout?.id)
        _ = state.handle(.escape)
        _ = state.handle(.enter)
        let second = try #require(state.checkout?.id)
        #expect(first != second)
        let work = state.receive(Tagged(first, MPLFlow.Event.loggedIn(Fixture.session())), of: MPLFlow.self)
        #expect(work.isEmpty)
        #expect(state.library?.flow.screen == .login(error: nil), "the new checkout is untouched")
        #expect(state.events.lines.last?.text == "PayPal answered \(first) after it closed: the app ignores the answer, as the SDK would")
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        _ = state.receive(Tagged(second, MPLFlow.Event.loggedIn(Fixture.session())), of: MPLFlow.self)
        #expect(state.library?.flow.session != nil, "its own answer is taken")
    }
}

/// The SDK's callbacks as the event pane shows them: the seed's JSON, strings escaped.
@Suite struct CallbackTextTests {
    @Test func onErrorIsTheSeedsJSONWithItsDebugId() {
        let error = CallbackError(
            name: "INSTRUMENT_DECLINED", message: "Invalid \"payment\" method",
            details: [.init(issue: "INSTRUMENT_DECLINED", description: "The instrument was declined.")], debugId: "f00dfeed")
        #expect(CallbackText.line(ConfirmPaymentFlow.Callback.onError(error)) == #"onError {"name": "INSTRUMENT_DECLINED", "message": "Invalid \"payment\" method", "details": [{"issue": "INSTRUMENT_DECLINED", "description": "The instrument was declined."}]} · debug id f00dfeed"#)
        #expect(CallbackText.line(.onApprove(.init(orderID: "5O19", payerID: "BUYER"))) == #"onApprove {"orderID": "5O19", "payerID": "BUYER"}"#)
        #expect(CallbackText.line(ConfirmPaymentFlow.Callback.onCancel) == "onCancel()")
    }

    /// Save PayPal's seed runs on the iOS SDK, whose `PayPalWebCheckoutClient` tells its delegate, never the button
    /// component's closures; a refusal before the SDK was started is the merchant app's own (issue 22, item 19).
    @Test func savePayPalsCallbacksAreTheIOSSDKsDelegateCalls() {
        let error = CallbackError(
            name: "INSTRUMENT_DECLINED", message: "The instrument was declined.",
            details: [.init(issue: "INSTRUMENT_DECLINED", description: "The instrument was declined.")], debugId: "f00dfeed")
        let sdk = OrdersSDK.webCheckoutClient
        #expect(sdk.line(.onApprove(.init(orderID: "5O19", payerID: "BUYER")), started: true)
            == (.callback, #"payPal(_:didFinishWithResult:) PayPalWebCheckoutResult(orderID: "5O19", payerID: "BUYER")"#))
        #expect(sdk.line(.onCancel, started: true) == (.callback, "payPalDidCancel(_:)"))
        #expect(sdk.line(.onError(error), started: true) == (.callback, #"payPal(_:didFinishWithError:) CoreSDKError(code: 1, domain: "PayPalClientErrorDomain", errorDescription: "INSTRUMENT_DECLINED: The instrument was declined.") · debug id f00dfeed"#))
        let before = sdk.line(.onError(error), started: false)
        #expect(before.kind == .note && before.text.contains("PayPalWebCheckoutClient.start(request:) is never called, as there is nothing to open: INSTRUMENT_DECLINED"), "\(before)")
        #expect(CallbackText.delegateLine(SavePayPalFlow.Callback.onApprove(.init(tokenID: "5C99", approvalSessionID: "5C99")))
            == #"paypal(_:didFinishWithVaultResult:) PayPalVaultResult(tokenID: "5C99", approvalSessionID: "5C99")"#)
        #expect(CallbackText.delegateLine(SavePayPalFlow.Callback.onCancel) == "paypalDidCancel(_:)")
        #expect(CallbackText.delegateLine(SavePayPalFlow.Callback.onError(error)).hasPrefix("paypal(_:didFinishWithVaultError:) CoreSDKError(code: 1"))
        #expect(OrdersSDK.buttonComponent.line(.onCancel, started: true) == (.callback, "onCancel()"), "confirm payment keeps its seed's closures")
    }
}
