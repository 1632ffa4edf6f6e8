import CheckoutFlows
import PayPalAPI
import Synchronization

/// What finished work posts back to the loop: answers of calls, HTTP records, initialization results.
enum Message: Sendable {
    case flow(CheckoutFlow.Event)
    case log(AppState.EventLine.Kind, String)
    case initialized(failure: String?)
    case preapprovalCreated(key: String)
    case preapprovedPaid(MerchantServer.PreapprovedPayment)
    case merchantCallFailed(PayPalAPIError)
}

/// Messages from tasks to the terminal's loop, which drains them between keys.
final class Inbox: Sendable {
    private let messages = Mutex<[Message]>([])

    func post(_ message: Message) { messages.withLock { $0.append(message) } }

    func drain() -> [Message] { messages.withLock { queue in defer { queue.removeAll() }; return queue } }
}

extension AppState {
    /// Applies a message from finished work.
    mutating func receive(_ message: Message) -> [AppEffect] {
        switch message {
        case .flow(let event): return send(event)
        case .log(let kind, let text): log(kind, text)
        case .initialized(nil):
            libraryStatus = .ready
            log(.note, "PayPal library initialized (\(environment.constantName), \(backendDescription))")
            if let context = restoredContext {
                restoredContext = nil
                return resume(context)
            }
        case .initialized(let failure?):
            libraryStatus = .failed(failure)
            log(.note, "PayPal library failed to initialize: \(failure)")
        case .preapprovalCreated(let key):
            log(.note, "merchant server: Preapproval → \(key)")
            library = LibraryState(flow: CheckoutFlow(preapprovalKey: key, merchantName: DemoStore.merchantName))
        case .preapprovedPaid(let payment):
            merchant.pinPrompt = nil
            merchant.result = "Preapproved payment \(payment.payKey): \(payment.status)"
            log(.note, "merchant server: Pay with the preapproval → \(payment.payKey) \(payment.status)")
        case .merchantCallFailed(let error):
            log(.note, "merchant server: \(error)")
            if merchant.pinPrompt != nil {
                merchant.pinPrompt?.busy = false
                merchant.pinPrompt?.error = error.message
            } else {
                merchant.result = "Failed: \(error.code) \(error.message)"
            }
        }
        return []
    }
}
