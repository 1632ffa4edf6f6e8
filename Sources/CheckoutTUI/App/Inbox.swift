import CheckoutFlows
import Foundation
import PayPalAPI
import Synchronization

/// What finished work posts back to the loop: answers of calls, HTTP records, initialization results.
enum Message: Sendable {
    /// A checkout's answer or timer from its runner, with the way the state takes it (`receive(_:)` of its flow's
    /// events), so a new flow needs no case here.
    case checkout(@Sendable (inout AppState) -> [AppEffect])
    case log(AppState.EventLine)
    case initialized(failure: PayPalAPIError?)
    case preapprovalCreated(key: String)
    case preapprovedPaid(MerchantServer.PreapprovedPayment)
    case merchantCallFailed(PayPalAPIError)
    case unlocked([String])
    /// PayPal's word on held authorizations: after a refresh, or after an action on `original`.
    case authorizations([PaymentsClient.Authorization], backendNow: Date?, action: HeldAuthorizations.Action?, original: String?)
    case authorizationFailed(String, PayPalAPIError)
    case savedMethods([VaultClient.PaymentToken])
    case savedMethodDeleted(String)
    case savedMethodsFailed(PayPalAPIError)
    case vaultEligibility(VaultEligibility, changed: Bool)
    /// The faults armed and PayPal's clock, after what the tester's panel asked.
    case tester(armed: [AdminClient.ArmedFault], clock: AdminClient.ClockState?, personas: [AdminClient.Persona]?, after: TesterPanel.Action)
    case testerFailed(PayPalAPIError)
    /// The journal's entry for an HTTP call the inspector opened: nil when it no longer holds it.
    case inspected(Result<AdminClient.JournalEntry?, PayPalAPIError>, for: AppState.EventLine)
    /// Where a "copy as curl" went, or why it could not.
    case curlSaved(String)
    /// Braintree's answer to the partner's refresh or revoke.
    case braintreeTokens(BraintreeTokensAnswer)
}

/// Messages from tasks to the program's loop, which wakes to drain them; and, once, the services the program
/// talks to, which arrive after its first frame.
final class Inbox: Sendable {
    private let messages = Mailbox<Message>()
    private let connection = Mutex<Result<TerminalFront.Services, any Error>?>(nil)
    var wakeSignal: WakeSignal { messages.wakeSignal }

    func connect(_ services: Result<TerminalFront.Services, any Error>) {
        connection.withLock { $0 = services }
        wakeSignal.wake()
    }

    /// The services, or why they could not start, the first time they are asked for after they arrive.
    func takeConnection() -> Result<TerminalFront.Services, any Error>? { connection.withLock { slot in defer { slot = nil }; return slot } }

    func post(_ message: Message) { messages.post(message) }

    func drain() -> [Message] { messages.drain() }
}

extension AppState {
    /// Applies a message from finished work.
    mutating func receive(_ message: Message) -> [AppEffect] {
        switch message {
        case .checkout(let deliver): return deliver(&self)
        case .log(let event): log(event)
        case .initialized(nil):
            libraryStatus = .ready
            log(.note, "PayPal library initialized (\(environment.constantName), \(backendDescription))")
            if let context = restoredContext {
                restoredContext = nil
                return resume(context)
            }
        case .initialized(let failure?):
            libraryStatus = .failed(MerchantMessages.initializationFailed(failure))
            log(.note, "PayPal library failed to initialize: \(failure.message)")
        case .preapprovalCreated(let key):
            log(.note, "merchant server: Preapproval → \(key)")
            open { .mpl(MPLSheet(checkout: $0, flow: MPLFlow(preapprovalKey: key, merchantName: DemoStore.merchantName))) }
        case .preapprovedPaid(let payment):
            merchant.pinPrompt = nil
            merchant.result = "Preapproved payment \(payment.payKey): \(payment.status)"
            log(.note, "merchant server: Pay with the preapproval → \(payment.payKey) \(payment.status)")
        case .merchantCallFailed(let error):
            log(.note, "merchant server: \(error)")
            let sentence = MerchantMessages.refusal(error)
            if merchant.pinPrompt != nil {
                merchant.pinPrompt?.busy = false
                merchant.pinPrompt?.pin.clear()
                merchant.pinPrompt?.error = sentence
            } else {
                merchant.result = sentence
            }
        case .authorizations(let authorizations, let backendNow, let action, let original):
            heldAuthorizationsAnswered(authorizations, backendNow: backendNow, after: action, on: original)
        case .authorizationFailed(let id, let error):
            heldAuthorizationFailed(id, error)
        case .braintreeTokens(let answer): tokensAnswered(answer)
        case .savedMethods(let tokens): savedMethodsListed(tokens)
        case .savedMethodDeleted(let id): savedMethodDeleted(id)
        case .vaultEligibility(let status, let changed): vaultEligibility(is: status, changed: changed)
        case .tester(let armed, let clock, let personas, let action):
            if let personas { tester.personas = personas }
            testerAnswered(armed: armed, clock: clock, after: action)
            return replayTesterKey()
        case .testerFailed(let error):
            testerFailed(error)
            return replayTesterKey()
        case .inspected(let answer, let event): inspected(answer, for: event)
        case .curlSaved(let notice): inspector.notice = notice
        case .savedMethodsFailed(let error): savedMethodsFailed(error)
        case .unlocked(let buyers):
            log(.note, buyers.isEmpty ? "Unlock: no buyer was locked out." : "Unlocked: \(buyers.joined(separator: ", "))")
            merchant.result = buyers.isEmpty ? "No buyer was locked out." : "Unlocked \(buyers.joined(separator: ", ")): they can log in again."
        }
        return []
    }
}
