import Foundation
import PayPalAPI

/// The `PayPal-Request-Id` each support action goes with: a new one for each action asked for, and the same one
/// again when support takes the same action after its last try got no answer (or a 5xx), so that the backend, which
/// answers a known id as it did the first time, refunds once however often the agent tries.
struct ActionRequestIds: Equatable, Sendable {
    /// An action as support asked for it: on which case, what, on what, for how much.
    struct Asked: Equatable, Sendable {
        var caseId: String
        var action: String
        var target: String
        var amount: MoneyValue?
    }

    private struct Unsettled: Equatable, Sendable {
        var asked: Asked
        var id: String
    }

    /// Tells this console's ids from every other's.
    private let session: String
    private var made = 0
    /// The last action sent whose outcome is not known.
    private var unsettled: Unsettled?

    init(session: String = UUID().uuidString) {
        self.session = session
    }

    /// The id to send `asked` with, remembered until its outcome is known.
    mutating func id(for asked: Asked) -> String {
        if let unsettled, unsettled.asked == asked { return unsettled.id }
        made += 1
        let id = "support-\(session)-\(made)"
        unsettled = Unsettled(asked: asked, id: id)
        return id
    }

    /// The last action's outcome is known (done, or refused without having happened): the next gets a new id.
    mutating func settle() { unsettled = nil }
}
