import PayPalAPI

/// How Venmo moves: each event, in the state it arrives in.
extension VenmoFlow {
    public typealias Effect = FlowEffect<VenmoFlow>

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, state) {
        case (.press, .ready):
            let timer = Effect.timer(after: Self.spinnerTimeout, .spinnerTimedOut)
            guard request.vault.vaults else {
                state = .starting(.clientToken)
                return [.call(.clientToken(customerId: nil)), timer]
            }
            state = .starting(.customer)
            return [.call(.createCustomer), timer]
        case (.finish, .finished):
            state = .closed
            return []
        case (.customerCreated(let id), .starting(.customer)):
            customerId = id
            state = .starting(.clientToken)
            return [.call(.clientToken(customerId: id))]
        case (.clientTokenIssued(let token), .starting(.clientToken)):
            state = .starting(.configuration(token))
            return [analytics("started"), .call(.configuration(token))]
        case (.configured(let configuration), .starting(.configuration(let token))):
            return configured(configuration, token)
        case (.contextCreated(let id), .starting(.context(let token, let graphQL))):
            return switched(Switch(clientToken: token, graphQL: graphQL, contextId: id, surface: phone.venmoAppInstalled ? .app : .web))
        case (.logIn(let method), .venmo(let open, .login)):
            state = .venmo(open, .loggingIn)
            return [.call(.logIn(method.canonical, surface: open.surface))]
        case (.loggedIn(let session), .venmo(let open, .opening)), (.loggedIn(let session), .venmo(let open, .loggingIn)):
            state = .venmo(open, .loadingPaysheet(session))
            return [.call(.paysheet(contextId: open.contextId, session: session.sessionToken, surface: open.surface))]
        case (.refused(let error), .venmo(let open, .opening)), (.refused(let error), .venmo(let open, .loggingIn)),
             (.refused(let error), .venmo(let open, .loadingPaysheet)):
            state = .venmo(open, .login(refusal: error))
            return []
        case (.paysheetLoaded(let paysheet), .venmo(let open, .loadingPaysheet(let session))):
            state = .venmo(open, .paysheet(paysheet, session, notice: nil))
            return []
        case (.approve, .venmo(let open, .paysheet(let paysheet, let session, _))):
            state = .venmo(open, .deciding(paysheet, session, approving: true))
            return [.call(.approve(contextId: open.contextId, session: session.sessionToken, surface: open.surface))]
        case (.cancel, .venmo(let open, .paysheet(let paysheet, let session, _))):
            state = .venmo(open, .deciding(paysheet, session, approving: false))
            return [.call(.cancel(contextId: open.contextId, session: session.sessionToken, surface: open.surface))]
        case (.cancel, .venmo(let open, .login)):
            return handleReturn(VenmoPhone.returnURL("cancel", contextId: open.contextId), open)
        case (.decided(let paysheet), .venmo(let open, .deciding)):
            return handleReturn(VenmoPhone.returnURL(paysheet.status == "APPROVED" ? "success" : "cancel", contextId: open.contextId), open)
        case (.refused(let error), .venmo(let open, .deciding(_, _, approving: true))) where error.endedTheSession:
            state = .venmo(open, .login(refusal: error))
            return []
        case (.refused(let error), .venmo(let open, .deciding(let paysheet, let session, let approving))):
            guard approving else { return handleReturn(VenmoPhone.returnURL("cancel", contextId: open.contextId), open) }
            state = .venmo(open, .paysheet(paysheet, session, notice: error))
            return []
        case (.contextRead(let nonce), .returning(let open, read: nil)):
            guard let nonce else { return fail(.invalidBodyReturned, detail: "The payment context has no nonce: the buyer did not approve it.") }
            guard request.vault.vaults else { return tokenized(Account(nonce)) }
            state = .returning(open, read: Account(nonce))
            return [.call(.vault(open.clientToken, nonce: nonce.nonce))]
        case (.vaulted(let vaulted), .returning(_, read: let read?)):
            // The vault's answer names the account by its username only; the payer read with the context stays.
            return tokenized(Account(nonce: vaulted.nonce, username: vaulted.username ?? read.username, email: read.email))
        case (.sold(let transaction), .finalizing):
            state = .finished(.paid(transaction))
            return []
        case (.refused(let error), .finalizing):
            state = .finished(.declined(error))
            return []
        case (.refused(let error), .starting(.customer)), (.refused(let error), .starting(.clientToken)):
            state = .finished(.declined(error))
            return []
        case (.refused(let error), .starting(.configuration)):
            return fail(.fetchConfigurationFailed, detail: error.message)
        case (.refused(let error), .starting(.context)):
            return fail(.invalidRedirectURL, detail: error.message)
        case (.refused(let error), .returning):
            state = .finished(.refused(error))
            return [analytics("failed"), .callback(.failure(error))]
        case (.spinnerTimedOut, .starting), (.spinnerTimedOut, .returning), (.spinnerTimedOut, .finalizing):
            slow = true
            return []
        default:
            return []
        }
    }

    /// The SDK's pre-checks, in its order, then the payment context for the Venmo app.
    private mutating func configured(_ configuration: BraintreeVenmoClient.Configuration, _ token: ClientToken) -> [Effect] {
        guard configuration.isVenmoEnabled else { return fail(.disabled) }
        guard phone.venmoAppInstalled || request.fallbackToWeb else { return fail(.appNotAvailable) }
        guard let graphQL = configuration.graphQL?.url, !graphQL.isEmpty else { return fail(.fetchConfigurationFailed, detail: "No GraphQL URL.") }
        state = .starting(.context(token, graphQL: graphQL))
        return [.call(.createContext(token, request.paysheet, profileId: configuration.payWithVenmo?.merchantId, graphQL: graphQL))]
    }

    /// The SDK opens the Venmo link: the Venmo app takes the screen (signed in, it opens on its account), or, with no
    /// app, the browser opens venmo.com.
    private mutating func switched(_ open: Switch) -> [Effect] {
        slow = false
        let effects = [analytics("app-switch:started"), analytics("app-switch:succeeded")]
        guard case .signedIn(let account) = phone else {
            state = .venmo(open, .login(refusal: nil))
            return effects
        }
        state = .venmo(open, .opening)
        return effects + [.call(.unlockVenmoApp(email: account))]
    }

    /// The SDK handles the URL the buyer came back on: a context to read, a cancel, or an error.
    private mutating func handleReturn(_ url: String, _ open: Switch) -> [Effect] {
        let started = analytics("handle-return:started")
        switch VenmoReturnURL(url) {
        case .succeeded(let id):
            state = .returning(open, read: nil)
            return [started, .call(.readContext(open.clientToken, contextId: id, graphQL: open.graphQL)),
                    .timer(after: Self.spinnerTimeout, .spinnerTimedOut)]
        case .succeededWithNonce(let nonce, let username):
            return [started] + tokenized(Account(nonce: nonce, username: username))
        case .canceled:
            state = .finished(.canceled)
            return [started, analytics("app-switch:canceled"), .callback(.error(.canceled, detail: nil))]
        case .failed(let message, _):
            return [started] + fail(.unknown, detail: message)
        case .invalid:
            return [started] + fail(.invalidReturnURL, detail: url)
        }
    }

    /// `tokenize`'s completion with the nonce; the merchant's server sells with it, unless saving alone.
    private mutating func tokenized(_ account: Account) -> [Effect] {
        let effects: [Effect] = [analytics("succeeded"), .callback(.nonce(account))]
        guard request.vault.hasPurchase else {
            state = .finished(.vaulted(account, customerId: customerId))
            return effects
        }
        state = .finalizing(account)
        return effects + [.call(.sale(amount: request.amount, nonce: account.nonce, storeInVault: request.vault == .withPurchase))]
    }

    private mutating func fail(_ error: BTVenmoError, detail: String? = nil) -> [Effect] {
        state = .finished(.failed(error, detail: detail))
        return [analytics("failed"), .callback(.error(error, detail: detail))]
    }

    private func analytics(_ name: String) -> Effect { .callback(.analytics("venmo:tokenize:" + name)) }
}

extension VenmoFlow.Account {
    init(_ nonce: BraintreeVenmoClient.VenmoAccountNonce) {
        self.init(nonce: nonce.nonce, username: nonce.username, email: nonce.email)
    }
}
