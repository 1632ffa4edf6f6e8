import CheckoutFlows
import Foundation
import Yams

/// Reads scenario files: YAML, every mistake reported with its file, line and what was expected there.
public enum ScenarioFile {
    /// The scenario in a file, for one of `flows` (the front's flows, by name).
    public static func load(_ path: String, flows: [String]) throws(ScenarioError) -> Scenario {
        try parse(try text(at: path), file: path, flows: flows)
    }

    /// A script file's text, UTF-8.
    static func text(at path: String) throws(ScenarioError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, line: 0, "cannot be read: \(error.localizedDescription)")
        }
    }

    /// The scenario files a path names: the file itself, or a folder's `.yaml` and `.yml` files in name order.
    public static func paths(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            .map { URL(fileURLWithPath: path).appendingPathComponent($0).path }
    }

    public static func parse(_ text: String, file: String, flows: [String]) throws(ScenarioError) -> Scenario {
        let reader = ScenarioFileReader(file: file, flows: flows)
        return try reader.scenario(try reader.root(of: text, expected: "a scenario (name, description, flow, steps)"))
    }
}
