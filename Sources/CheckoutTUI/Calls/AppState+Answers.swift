import CheckoutFlows
import PayPalAPI

/// What the front's own calls came to, each taken by the part of the app that asked.
extension AppState {
    mutating func receive(_ answer: FrontAnswer) -> [AppEffect] {
        switch (answer.call, answer.result) {
        case (.initialize, .success(.initialized(let buyers))):
            libraryStatus = .ready
            self.buyers = buyers
            events.log(MPLEntry.startUp(note: "PayPal library initialized (\(environment.constantName), \(backendDescription))"))
            guard let context = restoredContext else { return flowAppears() }
            restoredContext = nil
            return MPLEntry.resume(context, in: &self)
        case (.initialize, .failure(let error)):
            libraryStatus = .failed(MerchantMessages.initializationFailed(error, language: language))
            events.log(MPLEntry.startUp(note: "PayPal library failed to initialize: \(error.message)"))
        case (.unlockBuyers, .success(.unlocked(let accounts))):
            log(.note, accounts.isEmpty ? "Unlock: no account was locked out." : "Unlocked: \(accounts.joined(separator: ", "))")
            let words = language.merchantStrings
            merchant.result = accounts.isEmpty ? words.noAccountLocked : words.unlocked(accounts.joined(separator: ", "))
            tester.notice = merchant.result
            // Counters for names no account has are forgotten too, and no list names them: a lockout on screen is lifted whatever came back.
            checkout?.hosted.showUnlocked()
        case (.tester(let action), let result): return TesterLayer.answered(action, result, in: &self)
        case (.journalEntry(let event), let result): inspector.answered(result, for: event)
        case (.faultBehind(let line), let result):
            // A journal that cannot be read, or holds no fault for the call, leaves its line as it is.
            if case .success(.journalEntry(let entry?)) = result, let fault = entry.faultRule { events.tag(line, fault: fault) }
        case (.saveCurl, .success(.curlSaved(let notice))): inspector.notice = notice
        case (_, .failure(let error)):
            log(.note, "merchant server: \(error)")
            merchant.result = MerchantMessages.refusal(error, language: language)
        default:
            // Each call has its one kind of result; a mismatch is a programming error, shown rather than crashing.
            log(.note, "Unexpected answer to \(answer.call)")
        }
        return []
    }

    /// A line for the event pane from outside the loop; a webhook announcing the wallet the merchant's server waits
    /// for is taken after its line, as it was caused by it. A call that got no answer asks the backend's journal
    /// whether a tester's fault stopped it, as no answer came to say so.
    mutating func receive(_ line: EventLine) -> [AppEffect] {
        var line = line
        // While the library starts, the calls are its own.
        if libraryStatus == .inProgress, line.kind == .http { line.flow = MPLEntry.flowName }
        events.log(line)
        if let wallet = line.savedWallet { OrdersEntry.announced(wallet, in: &self) }
        return line.isUnanswered && line.isForThePane ? [.call(.faultBehind(line))] : []
    }
}
