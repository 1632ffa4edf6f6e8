/// A text of a scenario as its file words it (a pause's caption, a text the screen shows): in English, and in the
/// other languages the file gives it in (`{en_US: …, de_DE: …}`).
public struct Wording: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The text in en_US, the one the file gives when it gives one.
    public var text: String
    /// The text by language code (`de_DE`), for the other languages the file gives.
    public var translations: [String: String]

    public init(_ text: String, translations: [String: String] = [:]) {
        self.text = text
        self.translations = translations
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The file's own translation for `language` (`ja_JP`), if it gives one.
    public func given(in language: String) -> String? {
        translations[language]
    }

    /// The text for `language`: the file's translation, else as written.
    public func text(in language: String) -> String {
        given(in: language) ?? text
    }
}
