import Foundation
import Testing

/// README and the guides: every link goes to a file and a section that exist, README stays a front door, and its
/// picture is the screen the front draws.
@Suite struct DocumentationTests {
    @Test func everyLinkGoesToAFileAndASectionThatExist() throws {
        var broken: [String] = []
        for file in Documentation.files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for link in Documentation.links(in: text) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    broken.append("\(file.lastPathComponent): \(link) (no such file)")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md",
                   !Documentation.anchors(of: try String(contentsOf: target, encoding: .utf8)).contains(parts[1]) {
                    broken.append("\(file.lastPathComponent): \(link) (no such section)")
                }
            }
        }
        #expect(broken.isEmpty, "\(broken)")
    }

    /// A reader of the repository opens what the documents cite: nothing outside it, such as the team's notes beside it.
    @Test func noDocumentCitesAFileOutsideTheRepository() throws {
        for file in Documentation.files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("../shared/"), "\(file.lastPathComponent) cites a file outside the repository")
        }
    }

    @Test func aLinkToAMissingSectionIsFound() {
        let text = "# Guide\n\n## `payterm serve` (the backend)\n\n```\n# not a heading\n```\n## Guide\n"
        #expect(Documentation.anchors(of: text) == ["guide", "payterm-serve-the-backend", "guide-1"])
        #expect(Documentation.links(in: "[a](demo.md#flows) and [b](https://x.test/) `[c](code.md)`\n```\n[d](e.md)\n```") == ["demo.md#flows", "code.md"])
    }

    @Test func readmeIsAFrontDoorThatLinksEveryGuideAndTheAPIGuideEveryReference() throws {
        let readme = try String(contentsOf: Documentation.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count < 300)
        #expect(readme.contains("Scripts/run") && readme.contains("Scripts/test"))
        let docs = Documentation.root.appendingPathComponent("Docs")
        for guide in Documentation.files.dropFirst() where guide.deletingLastPathComponent().path == docs.path {
            #expect(readme.contains("(Docs/\(guide.lastPathComponent))"), "README does not link \(guide.lastPathComponent)")
        }
        let api = try String(contentsOf: docs.appendingPathComponent("api.md"), encoding: .utf8)
        for reference in Documentation.files where reference.deletingLastPathComponent().lastPathComponent == "reference" {
            #expect(api.contains("(reference/\(reference.lastPathComponent))"), "the API guide does not link \(reference.lastPathComponent)")
        }
    }

    /// README's first code block is the two commands, its second line the test command CI runs.
    @Test func readmesFirstCodeBlockIsTheCommandsAndCIRunsTheSecond() throws {
        let readme = try String(contentsOf: Documentation.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.firstMatch(of: /(?s)```[a-z]*\n(.*?)```/)?.output.1)
        let commands = block.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(commands == ["Scripts/run", "Scripts/test"], "\(block)")
        let ci = try String(contentsOf: Documentation.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.split(separator: "\n").last == "Scripts/test")
    }

    @Test func readmesPictureIsTheScreenTheFrontDraws() throws {
        let readme = try String(contentsOf: Documentation.root.appendingPathComponent("README.md"), encoding: .utf8)
        let picture = try #require(readme.firstMatch(of: /(?s)<!-- picture:start -->\n```\n(.*?)\n```\n<!-- picture:end -->/)?.output.1)
        let golden = try String(
            contentsOf: Documentation.root.appendingPathComponent("Tests/CheckoutTUITests/Snapshots/Screens/review-en_US-100x30.txt"), encoding: .utf8)
        let trimmed = { (text: Substring) in text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.replacing(/\s+$/, with: "") } }
        #expect(trimmed(picture) == trimmed(golden.dropLast(golden.hasSuffix("\n") ? 1 : 0)))
    }

    /// Every `payterm` command a document shows names a subcommand there is, and each of its flags is one that
    /// command (or one of its own subcommands, for a synopsis of them) takes, as its `--help` says.
    @Test func everyCommandTheDocumentsShowTakesTheFlagsTheyGiveIt() async throws {
        var helps: [String: String] = [:]
        func help(_ path: [String]) async throws -> String {
            if let known = helps[path.joined(separator: " ")] { return known }
            let output = try await ChildProcess.run(ServeProcess.binary.path, path + ["--help"]).output
            helps[path.joined(separator: " ")] = output
            return output
        }
        func subcommands(of help: String) -> [String] {
            guard let list = help.components(separatedBy: "SUBCOMMANDS:").dropFirst().first else { return [] }
            return list.split(separator: "\n").compactMap { line in
                line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
            }
        }
        var wrong: [String] = []
        for (file, line) in try Documentation.commandLines() {
            // What follows `--` goes to the front, not to the command (`payterm record … -- --lang ja_JP`).
            let own = line.components(separatedBy: " #").first!.replacing(/\s\[?--\s.*/, with: "")
            let words = own.split(separator: " ").map(String.init)
            var path: [String] = []
            for (index, word) in words.enumerated().dropFirst() {
                let name = word == "[run]" ? "run" : word
                // A synopsis of subcommands (`list | assign DRILL [--exam] | …`) is the command's, not its first's.
                guard subcommands(of: try await help(path)).contains(name), words.dropFirst(index + 1).first != "|" else { break }
                path.append(name)
            }
            var texts = [try await help(path)]
            for sub in subcommands(of: texts[0]) { texts.append(try await help(path + [sub])) }
            for flag in words.flatMap({ $0.matches(of: /--[a-z][a-z-]*/).map { String($0.output) } }) where !texts.contains(where: { $0.contains(flag) }) {
                wrong.append("\(file): payterm \(path.joined(separator: " ")) has no \(flag): \(line)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
