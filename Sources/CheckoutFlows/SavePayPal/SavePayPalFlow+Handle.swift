import PayPalAPI

/// How saving PayPal without a purchase moves: each event, in the state it arrives in.
extension SavePayPalFlow {
    public typealias Effect = FlowEffect<SavePayPalFlow>

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, state) {
        case (.start, .ready):
            state = .creatingSetupToken
            return [.call(.createSetupToken(customerId: customerId))]
        case (.setupTokenCreated(let token), .creatingSetupToken):
            state = .login(setupTokenId: token.id, refusal: nil)
            approvalSessionID = token.approvalSessionID
            return []
        case (.logIn(let method), .login(let id, _)):
            state = .loggingIn(setupTokenId: id)
            return [.call(.logIn(method.canonical))]
        case (.refused(let error), .loggingIn(let id)):
            state = .login(setupTokenId: id, refusal: error)
            return []
        case (.loggedIn(let session), .loggingIn(let id)):
            state = .agreeing(session, Agreement(setupTokenId: id, fundingSourceId: session.buyer.fundingSources.first?.id))
            return []
        case (.chooseFunding(let id), .agreeing(let session, var agreement)):
            agreement.fundingSourceId = id
            agreement.notice = nil
            state = .agreeing(session, agreement)
            return []
        case (.agree, .agreeing(let session, let agreement)):
            state = .submittingAgreement(session, agreement)
            return [.call(.approveSetupToken(id: agreement.setupTokenId, fundingSourceId: agreement.fundingSourceId, session: session.sessionToken))]
        // A session that ended is logged in to again, as its refusal says; the agreement goes on from there.
        case (.refused(let error), .submittingAgreement(_, let agreement)) where error.endedTheSession:
            state = .login(setupTokenId: agreement.setupTokenId, refusal: error)
            return []
        case (.refused(let error), .submittingAgreement(let session, let agreement)) where error.mayHaveHappened:
            state = .checkingAgreement(session, agreement, after: error)
            return [.call(.lookUpSetupToken(id: agreement.setupTokenId))]
        case (.setupTokenLookedUp(let token), .checkingAgreement(let session, var agreement, let error)):
            guard [.created, .payerActionRequired].contains(token.status) else { return agreed(token) }
            agreement.notice = .unanswered(error)
            state = .agreeing(session, agreement)
            return []
        case (.refused(let error), .checkingAgreement(let session, var agreement, _)):
            // Whether it was agreed is unknown; agreeing again is safe, as PayPal refuses a token approved already.
            agreement.notice = .refused(error)
            state = .agreeing(session, agreement)
            return []
        case (.agreed(let token), .submittingAgreement):
            return agreed(token)
        case (.cancel, .creatingSetupToken), (.cancel, .login), (.cancel, .loggingIn), (.cancel, .agreeing):
            state = .finished(.canceled)
            return [.callback(.onCancel)]
        case (.refused(let error), .creatingSetupToken), (.refused(let error), .submittingAgreement):
            let callbackError = CallbackError(error)
            state = .finished(.failed(callbackError))
            return [.callback(.onError(callbackError))]
        case (.paymentTokenCreated(let token), .savingPaymentToken):
            state = .finished(.saved(SavedWallet(token)))
            return []
        case (.refused(let error), .savingPaymentToken):
            state = .finished(.notSaved(error))
            return []
        case (.finish, .finished):
            state = .closed
            return []
        default:
            return []
        }
    }

    /// The buyer agreed: the merchant hears onApprove, and its server saves the wallet.
    private mutating func agreed(_ token: VaultClient.SetupToken) -> [Effect] {
        // The SDK reads both from the URL PayPal sends the buyer back on: the setup token, and the approval session
        // of its approve link.
        let result = VaultResult(tokenID: token.id, approvalSessionID: approvalSessionID ?? token.id)
        state = .savingPaymentToken(result)
        return [.callback(.onApprove(result)), .call(.createPaymentToken(setupTokenId: token.id))]
    }
}
