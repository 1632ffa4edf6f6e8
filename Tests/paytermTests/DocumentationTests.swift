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

    @Test func readmesPictureIsTheScreenTheFrontDraws() throws {
        let readme = try String(contentsOf: Documentation.root.appendingPathComponent("README.md"), encoding: .utf8)
        let picture = try #require(readme.firstMatch(of: /(?s)<!-- picture:start -->\n```\n(.*?)\n```\n<!-- picture:end -->/)?.output.1)
        let golden = try String(
            contentsOf: Documentation.root.appendingPathComponent("Tests/CheckoutTUITests/Snapshots/Screens/review-en_US-100x30.txt"), encoding: .utf8)
        let trimmed = { (text: Substring) in text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.replacing(/\s+$/, with: "") } }
        #expect(trimmed(picture) == trimmed(golden.dropLast(golden.hasSuffix("\n") ? 1 : 0)))
    }
}
