import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging

/// The one way the backend calls a merchant's server (IPN messages, webhook events, shipping callbacks): the URL read
/// strictly, a name resolved once, only the listeners the policy allows (checked before any connection, so a refusal
/// takes no time that tells an open port from a closed one), no redirect followed (a 3xx is an answer like any
/// other), and an answer read up to `answerLimit` within the caller's wait, the connection dropped past either.
struct OutboundClient: Sendable {
    /// The most of an answer read: a shipping callback's options and total fit many times over; an IPN or webhook
    /// answer's body is not read at all.
    static let answerLimit = 64 * 1_024

    /// The listeners the configuration allows; those a front registered are read from the store on each call.
    let policy: OutboundPolicy
    let store: Store?
    /// The merchant's server in this process, when the backend has one (demo mode): every call goes to it.
    let exchange: MerchantExchange?
    let logger: Logger
    /// Where a refused call is kept, with why, for the tester to read beside the calls that caused it.
    var journal: Journal? = nil
    var clock: VirtualClock? = nil

    struct Call: Sendable {
        var url: String
        var headers: [(String, String)]
        var body: Data
        var wait: Duration
    }

    enum Outcome: Sendable {
        case answered(Answer)
        case refused(String)
        case failed(String)

        var answer: Answer? {
            guard case .answered(let answer) = self else { return nil }
            return answer
        }
    }

    struct Answer: Sendable, Equatable {
        var status: Int
        /// At most `answerLimit` bytes.
        var body: Data
        /// True when the answer went on past `answerLimit` and was not read further.
        var isCut: Bool
    }

    /// POSTs `call`; a refusal is journaled and logged as a warning, with why, and a failure (a merchant's own, as
    /// PayPal meets them every day) logged at debug level.
    func post(_ call: Call) async -> Outcome {
        let outcome = await attempt(call)
        switch outcome {
        case .answered: break
        case .refused(let reason):
            logger.warning("refused to call the merchant at \(Redaction.maskedPath(String(call.url.prefix(200)))): \(reason)")
            journal?.record(Journal.Exchange(
                time: clock?.now() ?? Date(), debugId: Identifier.correlationId(), method: "POST",
                path: Redaction.maskedUserInfo(Redaction.maskedPath(String(call.url.prefix(Journal.headerValueLimit)))), status: 0,
                durationMilliseconds: 0, requestHeaders: call.headers, requestBody: call.body, responseHeaders: [], responseBody: Data(),
                refused: reason))
        case .failed(let reason): logger.debug("the merchant at \(call.url.prefix(200)) did not answer: \(reason)")
        }
        return outcome
    }

    private func attempt(_ call: Call) async -> Outcome {
        let target: OutboundTarget
        do {
            target = try OutboundTarget(call.url)
        } catch {
            return .refused(error.description)
        }
        if let exchange { return await Self.inProcess(call, exchange: exchange) }
        let address: MerchantAddress
        do {
            address = try await target.address(allowedBy: await currentPolicy())
        } catch {
            return .refused(error.description)
        }
        do {
            return .answered(try await OutboundConnection.post(call, to: target, at: address, limit: Self.answerLimit))
        } catch {
            return .failed("\(error)")
        }
    }

    /// The configuration's listeners and those registered in the store.
    private func currentPolicy() async -> OutboundPolicy {
        guard let store, let registered = try? await store.read({ db in try MerchantListeners.registered(in: db) }) else { return policy }
        return OutboundPolicy(listeners: policy.listeners.union(registered))
    }

    /// The call handed to the merchant's server in this process, with the same wait and the same bound.
    private static func inProcess(_ call: Call, exchange: @escaping MerchantExchange) async -> Outcome {
        guard let url = URL(string: call.url) else { return .refused("\(call.url.prefix(80)) is not a URL") }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = call.body
        for (name, value) in call.headers { request.setValue(value, forHTTPHeaderField: name) }
        let answer = await withTaskGroup(of: (Data, URLResponse)?.self) { group in
            group.addTask { [request] in try? await exchange(request) }
            group.addTask {
                try? await Task.sleep(for: call.wait)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let (data, response) = answer, let status = (response as? HTTPURLResponse)?.statusCode else {
            return .failed("no answer within \(call.wait)")
        }
        return .answered(Answer(status: status, body: data.prefix(answerLimit), isCut: data.count > answerLimit))
    }
}
