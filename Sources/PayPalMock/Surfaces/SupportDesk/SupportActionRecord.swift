import Foundation
import PayPalVocabulary

/// An action support took on a case, kept for the case's timeline: what, on which part, by whom, and when.
struct SupportActionRecord: StoredDocument {
    static let kind = "support_action"

    var id: String
    var reference: CaseReference
    var action: SupportAction
    var target: String
    var amount: Money?
    /// Who did it, as they named themselves to the console.
    var agent: String
    var outcome: String
    var time: Date
}
