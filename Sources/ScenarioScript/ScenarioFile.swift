import CheckoutFlows
import Foundation
import Yams

/// Reads scenario files: YAML, every mistake reported with its file, line and what was expected there.
public enum ScenarioFile {
    /// The scenario in a file, for one of `flows` (the front's flows, by name).
    public static func load(_ path: String, flows: [String]) throws(ScenarioError) -> Scenario {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScenarioError(file: path, line: 0, "cannot be read: \(error.localizedDescription)")
        }
        return try parse(text, file: path, flows: flows)
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
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ScenarioFileReader(file: file, flows: flows).syntaxError(error, in: text)
        } catch {
            throw ScenarioError(file: file, line: 1, "is not YAML: \(error)")
        }
        guard let root else { throw ScenarioError(file: file, line: 1, "is empty: expected a scenario (name, description, flow, steps)") }
        return try ScenarioFileReader(file: file, flows: flows).scenario(root)
    }
}
