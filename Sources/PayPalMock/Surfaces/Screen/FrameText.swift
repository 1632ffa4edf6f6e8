import Foundation
import PayPalVocabulary

/// A shared screen's frame is drawn in other people's terminals, so it holds text only: a frame any of whose texts
/// holds a control character (`ESC]2;…BEL` changed a watcher's window title) is refused whole.
enum FrameText {
    static func check(_ frame: [String: Any]) throws(RESTError) {
        guard let control = firstControl(in: frame) else { return }
        let code = String(format: "U+%04X", control.value)
        throw .invalidRequest(
            "CONTROL_CHARACTER_IN_FRAME",
            "A shared screen's frame holds text only: it holds the control character \(code), which would drive the watchers' terminals.")
    }

    /// The first control character in any key or text of a JSON value, however deep.
    private static func firstControl(in value: Any) -> Unicode.Scalar? {
        switch value {
        case let text as String: TerminalText.firstControl(in: text)
        case let list as [Any]: list.lazy.compactMap(firstControl).first
        case let object as [String: Any]: object.lazy.compactMap { TerminalText.firstControl(in: $0.key) ?? firstControl(in: $0.value) }.first
        default: nil
        }
    }
}
