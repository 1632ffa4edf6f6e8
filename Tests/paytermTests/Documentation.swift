import Foundation

/// README and the guides in `Docs/`, as files of the checkout the tests run in.
enum Documentation {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README, then every Markdown file under `Docs/`.
    static var files: [URL] {
        let docs = root.appendingPathComponent("Docs")
        let found = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return [root.appendingPathComponent("README.md")] + found.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens, a
    /// repeated one numbered.
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors = Set<String>()
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// Every relative link of a document (`[text](path#anchor)`), outside code.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fenced.toggle() }
            guard !fenced else { continue }
            for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if !target.contains("://"), !target.hasPrefix("mailto:") { links.append(target) }
            }
        }
        return links
    }

    /// The `payterm` command lines the documents show in their code blocks, each with where it is.
    static func commandLines() throws -> [(file: String, line: String)] {
        var lines: [(String, String)] = []
        for file in files {
            var fenced = false
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("```") { fenced.toggle() } else if fenced, trimmed.hasPrefix("payterm ") { lines.append((file.lastPathComponent, trimmed)) }
            }
        }
        return lines
    }
}
