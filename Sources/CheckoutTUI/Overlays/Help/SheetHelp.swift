/// The help boxes of the sheets the buyer sees, in the library's languages: the keys keep the keyboard's names,
/// what they do is said in the sheet's language, as the sheet itself is.
struct SheetHelp: Sendable {
    var mpl: Help
    var web: Help
    var appSwitch: Help
    var connect: Help
    /// The merchant's confirmation of an authorised order (confirm payment).
    var confirmation: Help
    /// The help's name in a key hint.
    var word: String

    /// The key hint that opens the help: `?`, or F1 where `?` is typed into a field.
    func opening(whileTyping typing: Bool) -> String { (typing ? "F1 " : "? ") + word }
}

extension Language {
    var sheetHelp: SheetHelp {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}

extension HelpEntry {
    /// The keys that work anywhere, said in a language, which every help lists last.
    static func anywhere(control: String = "Ctrl", events: String, unlock: String, tester: String, inspector: String, help: String) -> [HelpEntry] {
        [
            HelpEntry(keys: control + "-E", meaning: events),
            HelpEntry(keys: control + "-U", meaning: unlock),
            HelpEntry(keys: control + "-F", meaning: tester),
            HelpEntry(keys: control + "-O", meaning: inspector),
            HelpEntry(keys: "? / F1", meaning: help),
        ]
    }
}
