/// The languages the library's screens speak, by MPL locale code; en_US when a locale is not supported.
public enum Language: String, CaseIterable, Sendable {
    case enUS = "en_US"
    case deDE = "de_DE"
    case jaJP = "ja_JP"

    /// The language for an MPL-style code (`de_DE`) or a POSIX locale (`de_DE.UTF-8`); nil when unsupported.
    public init?(code: String) {
        let base = code.split(separator: ".").first.map(String.init) ?? code
        guard let language = Language(rawValue: base.replacingOccurrences(of: "-", with: "_")) else { return nil }
        self = language
    }

    var strings: LibraryStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}
