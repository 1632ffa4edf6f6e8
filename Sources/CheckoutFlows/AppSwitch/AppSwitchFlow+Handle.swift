import PayPalAPI
import PayPalVocabulary

/// How App Switch moves: each event, in the state it arrives in.
extension AppSwitchFlow {
    public typealias Effect = FlowEffect<AppSwitchFlow>

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, state) {
        case (.press, .ready):
            state = .starting(.clientToken)
            return [.call(.clientToken), .timer(after: Self.spinnerTimeout, .spinnerTimedOut), analytics("started")]
        case (.clientTokenIssued(let token), .starting(.clientToken)):
            state = .starting(.configuration(token))
            return [.call(.configuration(token))]
        case (.configured(let configuration), .starting(.configuration(let token))):
            guard configuration.paypalEnabled else { return fail(.disabled) }
            state = .starting(.approval(token))
            return [.call(.openApproval(token, request.hermes(on: device), shipping: request.sentShippingCallback))]
        case (.approvalOpened(let url), .starting(.approval(let clientToken))):
            return opened(url, clientToken)
        case (.allowSignIn(true), .signInAlert(let approval)):
            state = .payPal(approval, .login(refusal: nil))
            return [analytics("browser-presentation:succeeded")]
        case (.allowSignIn(false), .signInAlert):
            return cancelled(analytics: "browser-login:alert-canceled")
        case (.faceID, .payPal(let approval, .faceID)):
            guard let account = device.payPalAccount else { return [] }
            state = .payPal(approval, .loggingIn)
            return [.call(.unlockPayPalApp(email: account))]
        case (.usePassword, .payPal(let approval, .faceID)):
            state = .payPal(approval, .login(refusal: nil))
            return []
        case (.logIn(let method), .payPal(let approval, .login)):
            state = .payPal(approval, .loggingIn)
            return [.call(.logIn(method.canonical, surface: approval.surface))]
        case (.loggedIn(let session), .payPal(let approval, .loggingIn)):
            state = .payPal(approval, .loadingReview(session))
            return [.call(.loadReview(token: approval.token, session: session.sessionToken, surface: approval.surface))]
        case (.refused(let error), .payPal(let approval, .loggingIn)), (.refused(let error), .payPal(let approval, .loadingReview)):
            state = .payPal(approval, .login(refusal: error))
            return []
        case (.reviewLoaded(let shown), .payPal(let approval, .loadingReview(let session))):
            let review = Review(opening: shown, for: session)
            state = .payPal(approval, .review(review))
            return []
        case (.shippingAnswered(let shown, let heard), .payPal(let approval, .loadingReview(let session))):
            let review = Review(opening: shown, for: session)
            state = .payPal(approval, .review(review))
            return Self.told(heard)
        case (.shippingAnswered(let shown, let heard), .payPal(let approval, .updatingShipping(var review))):
            review.approval = shown
            review.notice = nil
            state = .payPal(approval, .review(review))
            return Self.told(heard)
        case (.refused(let error), .payPal(let approval, .updatingShipping(var review))):
            review.notice = error
            state = .payPal(approval, .review(review))
            return []
        case (.nextShippingAddress, .payPal(let approval, .review(let review))):
            guard let shipping = review.approval.shipping, let next = Self.next(after: shipping.addressId, in: shipping.addresses.map(\.id)) else { return [] }
            state = .payPal(approval, .updatingShipping(review))
            return [.call(.chooseShipping(
                token: approval.token, addressId: next, optionId: nil, session: review.session.sessionToken, surface: approval.surface))]
        case (.nextShippingOption, .payPal(let approval, .review(let review))):
            guard let shipping = review.approval.shipping, let next = Self.next(after: shipping.selectedOption?.id, in: shipping.options.map(\.id)) else { return [] }
            state = .payPal(approval, .updatingShipping(review))
            return [.call(.chooseShipping(
                token: approval.token, addressId: nil, optionId: next, session: review.session.sessionToken, surface: approval.surface))]
        case (.chooseFunding(let id), .payPal(let approval, .review(var review))):
            review.fundingSourceId = id
            review.payLaterPlan = nil
            review.notice = nil
            state = .payPal(approval, .review(review))
            return []
        case (.nextPayLaterPlan, .payPal(let approval, .review(var review))) where !review.approval.plans.isEmpty:
            let ids = review.approval.plans.map(\.id)
            let next = review.payLaterPlan.flatMap(ids.firstIndex).map { $0 + 1 } ?? 0
            review.payLaterPlan = next < ids.count ? ids[next] : nil
            state = .payPal(approval, .review(review))
            return []
        case (.nextContact, .payPal(let approval, .review(var review))) where review.approval.contact?.editable == true:
            review.contactChoice = (review.contactChoice + 1) % max(1, review.approval.contact?.choices.count ?? 1)
            state = .payPal(approval, .review(review))
            return []
        case (.approve, .payPal(let approval, .review(let review))) where review.canApprove:
            state = .payPal(approval, .deciding(review, approving: true))
            shippingTotal = review.approval.shipping?.total
            planTaken = review.approval.plans.first { $0.id == review.payLaterPlan }
            return [.call(.approve(
                token: approval.token, fundingSourceId: review.fundingSourceId, payLaterPlan: review.payLaterPlan, contact: review.contact, surface: approval.surface,
                session: review.session.sessionToken))]
        case (.cancel, .payPal(let approval, .review(let review))):
            state = .payPal(approval, .deciding(review, approving: false))
            return [.call(.cancelApproval(token: approval.token, surface: approval.surface))]
        case (.cancel, .payPal(let approval, .faceID)), (.cancel, .payPal(let approval, .login)):
            state = .payPal(approval, .cancelling)
            return [.call(.cancelApproval(token: approval.token, surface: approval.surface))]
        case (.refused(let error), .payPal(let approval, .deciding(_, approving: true))) where error.endedTheSession:
            state = .payPal(approval, .login(refusal: error))
            return []
        case (.refused(let error), .payPal(let approval, .deciding(var review, _))):
            review.notice = error
            state = .payPal(approval, .review(review))
            return []
        case (.refused, .payPal(_, .cancelling)):
            return cancelled(analytics: cancelEvent)
        case (.redirected(let url), .payPal(let approval, _)):
            return returned(on: url, approval)
        case (.background, .payPal(let approval, let screen)) where approval.surface == .app && !screen.isWaiting:
            state = .homeScreen(approval, screen)
            return []
        case (.openMerchantApp, .homeScreen(let approval, let screen)):
            state = .backgrounded(approval, screen)
            return [.callback(.foreground)]
        case (.resume, .homeScreen(let approval, let screen)), (.resume, .backgrounded(let approval, let screen)):
            state = .payPal(approval, screen)
            return []
        case (.cancel, .backgrounded):
            return cancelled(analytics: cancelEvent)
        case (.openInApp, .browser(let approval, let url)):
            return handleReturn(url, approval)
        case (.tokenized(let nonce), .tokenizing):
            let switched = if case .tokenizing(let approval, _) = state { approval.surface == .app } else { false }
            state = .finalizing(nonce)
            slow = false
            let effects: [Effect] = (switched ? [analytics("app-switch:succeeded")] : []) + [
                analytics("succeeded"), .callback(.nonce(nonce)), .timer(after: Self.spinnerTimeout, .spinnerTimedOut),
            ]
            guard request.kind.hasPurchase else { return effects + [.call(.vault(nonce: nonce.nonce))] }
            return effects + [.call(.sale(amount: shippingTotal ?? request.amount, nonce: nonce.nonce, storeInVault: request.kind.vaults))]
        case (.sold(let transaction), .finalizing):
            state = .finished(.paid(transaction))
            return []
        case (.vaulted(let token), .finalizing(let nonce)):
            state = .finished(.saved(token: token, email: nonce.email))
            return []
        case (.refused(let error), .finalizing):
            state = .finished(.declined(error))
            return []
        case (.refused(let error), .starting(.configuration)):
            return fail(.fetchConfigurationFailed, detail: error.message)
        case (.refused(let error), .starting), (.refused(let error), .tokenizing):
            return fail(error.httpStatus == nil ? .httpPostRequestError : Self.tokenizeFailure(state), detail: error.message)
        case (.spinnerTimedOut, .starting), (.spinnerTimedOut, .tokenizing), (.spinnerTimedOut, .finalizing):
            slow = true
            return []
        case (.finish, .finished):
            state = .closed
            return []
        default:
            return []
        }
    }

    /// Where the Hermes answer sends the buyer: the PayPal app, or (no app, or no App Switch) the web page behind
    /// iOS's sign-in alert.
    private mutating func opened(_ url: BraintreePayPalClient.ApprovalURL, _ clientToken: ClientToken) -> [Effect] {
        let isVault = request.kind == .vault
        guard let token = url.token else { return fail(isVault ? .missingBAToken : .missingECToken) }
        if url.appSwitch {
            guard device.payPalAppInstalled else { return [analytics("app-switch:failed")] + fail(.appSwitchFailed) }
            let approval = Approval(clientToken: clientToken, url: url, token: token, surface: .app)
            state = .payPal(approval, device.payPalAccount.map { .faceID(email: $0) } ?? .login(refusal: nil))
            slow = false
            return [analytics("app-switch:started")]
        }
        state = .signInAlert(Approval(clientToken: clientToken, url: url, token: token, surface: .web))
        slow = false
        return [analytics("browser-presentation:started")]
    }

    /// The URL PayPal sent the buyer back on: from the app it lands where the device sends it; from the web page,
    /// the SDK's session hands it straight to the app.
    private mutating func returned(on url: String, _ approval: Approval) -> [Effect] {
        guard approval.surface == .app else { return handleReturn(url, approval) }
        let landing = device.landing(of: url)
        let told = Effect.callback(.returned(landing))
        switch landing {
        case .universalLink(let landed), .fallbackScheme(let landed): return [told] + handleReturn(landed, approval)
        case .website(let page):
            state = .browser(approval, url: page)
            return [told]
        }
    }

    /// The SDK handles the return URL: a success is tokenized, a cancel ends with `canceled`, anything else with
    /// the SDK's error for it.
    private mutating func handleReturn(_ url: String, _ approval: Approval) -> [Effect] {
        let started = analytics("handle-return:started")
        switch AppSwitchReturnURL(url, fromApp: approval.surface == .app, fallbackScheme: device.fallbackScheme) {
        case .succeeded:
            state = .tokenizing(approval, returnURL: url)
            return [started, .call(.tokenize(approval.clientToken, returnURL: url, intent: request.kind.hasPurchase ? "sale" : nil)),
                    .timer(after: Self.spinnerTimeout, .spinnerTimedOut)]
        case .canceled:
            return [started] + cancelled(analytics: cancelEvent)
        case .invalid(let error):
            return [started] + fail(error, detail: url)
        }
    }

    /// iOS's SDK logs a cancel in the PayPal app, as on the web, as `browser-login:canceled`.
    private var cancelEvent: String { "browser-login:canceled" }

    private mutating func cancelled(analytics event: String) -> [Effect] {
        state = .finished(.canceled)
        return [analytics(event), .callback(.error(.canceled, detail: nil))]
    }

    private mutating func fail(_ error: BTPayPalError, detail: String? = nil) -> [Effect] {
        state = .finished(.failed(error, detail: detail))
        return [analytics("failed"), .callback(.error(error, detail: detail))]
    }

    /// Which SDK error a refused call before the switch, or the tokenize, ends in.
    private static func tokenizeFailure(_ state: State) -> BTPayPalError {
        if case .tokenizing = state { return .failedToCreateNonce }
        return .httpPostRequestError
    }

    private func analytics(_ name: String) -> Effect { .callback(.analytics("paypal:tokenize:" + name)) }

    /// What the merchant's server heard and answered, for the merchant's side to show after PayPal's answer.
    private static func told(_ heard: [MerchantShippingServer.Exchange]) -> [Effect] {
        heard.flatMap { [Effect.callback(.merchantServer($0.heard)), .callback(.merchantServer($0.answered))] }
    }

    /// The id after `current` in `ids`, round to the first; nil when there is no other to pick.
    private static func next(after current: String?, in ids: [String]) -> String? {
        guard let index = current.flatMap(ids.firstIndex) else { return ids.first }
        return ids.count > 1 ? ids[(index + 1) % ids.count] : nil
    }
}
