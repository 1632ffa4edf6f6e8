import Foundation

/// A theme file that could not be used, said with the file, the line and the key.
public struct ThemeError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var key: String?
    public var problem: String

    public var description: String {
        var place = file
        if let line { place += ", line \(line)" }
        if let key { place += ", key '\(key)'" }
        return "\(place): \(problem)"
    }
}

/// Reads theme files: `role = foreground on background [bold] [reverse] [underline]`, `#` comments.
public enum ThemeFile {
    public static let builtInNames = ["default", "high-contrast", "monochrome"]

    /// Loads a theme by name (from the theme folders) or by path.
    public static func load(_ nameOrPath: String, searchPaths: [URL] = defaultSearchPaths) throws -> Theme {
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".theme")
        // The folders may be one (the current folder is the repository's): each file is looked in once.
        let candidates = looksLikePath
            ? [URL(fileURLWithPath: nameOrPath)]
            : searchPaths.map { $0.appendingPathComponent("\(nameOrPath).theme").standardizedFileURL }.reduce(into: [URL]()) { kept, file in
                if !kept.contains(file) { kept.append(file) }
            }
        guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            let looked = candidates.map(\.path).joined(separator: ", ")
            throw ThemeError(
                file: nameOrPath, problem: "no such theme file (looked in \(looked)). Built-in themes: \(builtInNames.joined(separator: ", ")).")
        }
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            throw ThemeError(file: file.path, problem: "the file cannot be read as UTF-8 text.")
        }
        return try parse(text, name: file.deletingPathExtension().lastPathComponent, file: file.path)
    }

    /// Where themes are looked for: `$PAYTERM_THEMES`, `./Themes`, and the Themes folder of this checkout.
    public static var defaultSearchPaths: [URL] {
        var paths: [URL] = []
        if let custom = ProcessInfo.processInfo.environment["PAYTERM_THEMES"] { paths.append(URL(fileURLWithPath: custom)) }
        paths.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Themes"))
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        paths.append(checkout.appendingPathComponent("Themes"))
        return paths
    }

    public static func parse(_ text: String, name: String, file: String) throws -> Theme {
        var entries: [Role: Theme.Entry] = [:]
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ThemeError(file: file, line: number + 1, problem: "expected 'role = foreground on background'.")
            }
            guard let role = Role(rawValue: parts[0]) else {
                throw ThemeError(file: file, line: number + 1, key: parts[0],
                                 problem: "not a role. Roles: \(Role.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            do {
                entries[role] = try entry(parts[1])
            } catch let problem as EntryProblem {
                throw ThemeError(file: file, line: number + 1, key: parts[0], problem: problem.text)
            }
        }
        return Theme(name: name, entries: entries)
    }

    private struct EntryProblem: Error { let text: String }

    private static func entry(_ text: String) throws -> Theme.Entry {
        var words = text.split(separator: " ").map { $0.lowercased() }
        var entry = Theme.Entry()
        guard let foreground = words.first else { throw EntryProblem(text: "expected 'foreground on background'.") }
        entry.foreground = try color(foreground)
        words.removeFirst()
        if words.first == "on" {
            guard words.count >= 2 else { throw EntryProblem(text: "'on' needs a background colour after it.") }
            entry.background = try color(words[1])
            words.removeFirst(2)
        }
        for word in words {
            switch word {
            case "bold": entry.bold = true
            case "reverse": entry.reverse = true
            case "underline": entry.underline = true
            default: throw EntryProblem(text: "'\(word)' is not bold, reverse or underline.")
            }
        }
        return entry
    }

    private static func color(_ word: String) throws -> Theme.Color {
        if word == "default" { return .terminalDefault }
        if let index = Theme.Color.names.firstIndex(of: word) { return .index(index) }
        if let number = Int(word), (0...255).contains(number) { return .index(number) }
        throw EntryProblem(text: "'\(word)' is not a colour: use default, \(Theme.Color.names.joined(separator: ", ")) or 0–255.")
    }
}
