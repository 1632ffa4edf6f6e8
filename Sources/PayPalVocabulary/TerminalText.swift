/// Text that another person sent, made safe to draw on a terminal: a control character (C0, C1 or DEL) would move
/// the cursor, change the window's title (`ESC]2;…BEL`) or start any other sequence the terminal interprets. The
/// backend refuses such text where it is taken in; whatever draws it replaces what reaches it anyway.
public enum TerminalText {
    /// C0 and C1 control characters and DEL: every character that starts or is part of a control sequence.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The first control character in the text, if any.
    public static func firstControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }

    /// The text with each control character replaced by �, which takes the same one column.
    public static func drawable(_ text: String) -> String {
        guard firstControl(in: text) != nil else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 }))
    }
}
