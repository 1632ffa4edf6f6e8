import Foundation

/// A scenario's text as the screen shows it in the language the scenario plays in. Scenarios are written in
/// English: a text that is one of the screens' own words (the library's, the web sheet's, App Switch's, Connect's,
/// the confirmation's) stands for those words, in whatever language they show; an amount in dollars stands for
/// the amount as the language writes it. What the screens do not translate (a buyer's email, a transaction id) is as
/// written; the merchant app's sentences, made of the checkout's values, a scenario gives in each language.
enum ScreenText {
    /// The texts any of which on screen shows `text`: as written, and, in another language, the same words there.
    static func candidates(_ text: String, in language: Language) -> [String] {
        var found = [text]
        for key in keys(of: text) {
            guard let words = catalog(language)[key.name] else { continue }
            let whole = trimmed(words)
            found.append(firstLine(of: key.uppercased ? whole.uppercased(with: language.strings.locale) : whole))
        }
        let amounts = localizedAmounts(in: text, language: language)
        if amounts != text { found.append(amounts) }
        return found.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The narrowest a sheet's text runs (at 72×22): the screens wrap their words at this width or wider.
    private static let narrowestLine = 24

    /// The words' first line at the narrowest width: wherever the screen wraps them, their first line starts so.
    /// (A text as the scenario writes it is looked for whole: its author saw it so.)
    static func firstLine(of words: String) -> String {
        wrap(words, width: narrowestLine).first ?? words
    }

    // MARK: The screens' words

    private struct Key {
        var name: String
        /// The screens draw some buttons in capitals (AGREE AND PAY).
        var uppercased: Bool
    }

    /// The entries whose English words are `text` (a label's colon left out), or are in capitals.
    private static func keys(of text: String) -> [Key] {
        englishKeys[trimmed(text)] ?? []
    }

    /// The English entries by their words, as written and in capitals: made once, as waits look often.
    private static let englishKeys: [String: [Key]] = catalog(.enUS).sorted { $0.key < $1.key }.reduce(into: [:]) { index, entry in
        let whole = trimmed(entry.value)
        index[whole, default: []].append(Key(name: entry.key, uppercased: false))
        if whole.uppercased() != whole { index[whole.uppercased(), default: []].append(Key(name: entry.key, uppercased: true)) }
    }

    /// Words without the mark that starts a receipt (✓) or the colon, full stop or ellipsis that ends a label or
    /// a sentence.
    private static func trimmed(_ words: String) -> String {
        var words = words.trimmingCharacters(in: .whitespaces)
        if words.hasPrefix("✓ ") { words.removeFirst(2) }
        while let last = words.last, ":.…：。".contains(last) { words.removeLast() }
        return words
    }

    private static let catalogs: [Language: [String: String]] = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, words(of: $0)) })

    private static func catalog(_ language: Language) -> [String: String] {
        catalogs[language] ?? [:]
    }

    /// Every word of the screens' string tables in `language`, by table and entry (`WebStrings.logIn`); entries
    /// made of the checkout's own values (closures) are not words of their own.
    private static func words(of language: Language) -> [String: String] {
        let tables: [Any] = [language.strings, language.webStrings, language.confirmationStrings, language.appSwitchStrings, language.connectStrings]
        var words: [String: String] = [:]
        func collect(_ value: Any, under name: String) {
            for child in Mirror(reflecting: value).children {
                guard let label = child.label else { continue }
                if let text = child.value as? String {
                    words[name + "." + label] = text
                } else if Mirror(reflecting: child.value).displayStyle == .struct {
                    collect(child.value, under: name + "." + label)
                }
            }
        }
        for table in tables { collect(table, under: String(describing: type(of: table))) }
        return words
    }

    // MARK: Amounts

    /// `$1,234.56` in the text, written as the language writes US dollars.
    private static func localizedAmounts(in text: String, language: Language) -> String {
        text.replacing(/\$((?:\d{1,3}(?:,\d{3})+|\d+)\.\d\d)/) { match in
            MoneyText.format(String(match.output.1).replacingOccurrences(of: ",", with: ""), currencyCode: "USD", locale: language.strings.locale)
        }
    }
}
