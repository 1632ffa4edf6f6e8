/// A text of a scenario as its file words it (a pause's caption, a text the screen shows): written plainly, it is
/// en_US's; given by language (`{en_US: …, de_DE: …}`, or `{de_DE: …}` alone), it is each language's.
public struct Wording: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The text by language code (`de_DE`).
    public var byLanguage: [String: String]

    /// `text` in en_US, and `translations` by language code.
    public init(_ text: String, translations: [String: String] = [:]) {
        self.init(byLanguage: translations.merging(["en_US": text]) { $1 })
    }

    public init(byLanguage: [String: String]) {
        self.byLanguage = byLanguage
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The text in en_US, from which the screens' own words in another language are found; nil for a text the file
    /// gives in other languages only.
    public var english: String? { byLanguage["en_US"] }

    /// The file's own text for `language` (`ja_JP`), if it gives one.
    public func given(in language: String) -> String? {
        byLanguage[language]
    }

    /// The text for `language`: the file's own, else en_US's; nil when it gives neither, which a scenario played in
    /// that language is refused for before it starts (`Scenario.textLacking(_:)`).
    public func text(in language: String) -> String? {
        given(in: language) ?? english
    }
}
