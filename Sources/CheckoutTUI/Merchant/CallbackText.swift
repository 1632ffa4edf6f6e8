import CheckoutFlows
import Foundation

/// The SDKs' callbacks as the event pane shows them: the callback's name and its data as the seeds have them. Each
/// SDK's lines are in an extension in its flow's folder.
enum CallbackText {
    /// The debug id PayPal gave a refusal, after the line; nothing when it gave none.
    static func debugId(_ error: CallbackError) -> String {
        error.debugId.isEmpty ? "" : " · debug id \(error.debugId)"
    }

    /// A JSON string literal of `text`.
    static func quoted(_ text: String) -> String {
        (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
    }
}
