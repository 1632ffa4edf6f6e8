import CheckoutFlows
import PayPalAPI

/// What the front asks of the world besides its checkouts' calls and its entries' own (`EntryCall`), as typed calls
/// the program's runner carries out: the library's start, the tester's, the inspector's.
enum FrontCall: Equatable, Sendable {
    /// The library's `initializeWithAppID`: PayPal answers and knows the app; and the buyers the backend has.
    case initialize
    /// Lifts the lockouts of buyers who failed to log in too often.
    case unlockBuyers
    /// What the tester's panel asks of the admin API.
    case tester(TesterPanel.Action)
    /// The exchange behind an HTTP call, from the backend's journal, for the inspector.
    case journalEntry(EventLine)
    /// The exchange behind a call that got no answer, from the backend's journal, for the fault its line names.
    case faultBehind(EventLine)
    /// Writes an exchange as a curl script.
    case saveCurl(AdminClient.JournalEntry)
}

/// What a front call came to, when it did not fail.
enum FrontResult: Sendable {
    case initialized(buyers: [AdminClient.Persona])
    case unlocked([String])
    /// The faults armed, PayPal's clock and (after a refresh or a buyer added) the buyers.
    case tester(armed: [AdminClient.ArmedFault], clock: AdminClient.ClockState?, buyers: [AdminClient.Persona]?)
    /// nil when the journal no longer holds the exchange.
    case journalEntry(AdminClient.JournalEntry?)
    /// Where the script went, or why it could not.
    case curlSaved(String)
}

/// A front call and what it came to.
struct FrontAnswer: Sendable {
    var call: FrontCall
    var result: Result<FrontResult, PayPalAPIError>
}
