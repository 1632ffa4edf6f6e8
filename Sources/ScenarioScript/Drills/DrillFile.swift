import CheckoutFlows
import Foundation

/// Reads drill files: YAML, as scenarios are, every mistake reported with its file, line and what was expected.
public enum DrillFile {
    public static func load(_ path: String) throws(ScenarioError) -> Drill {
        try parse(try ScenarioFile.text(at: path), file: path)
    }

    public static func parse(_ text: String, file: String) throws(ScenarioError) -> Drill {
        let reader = ScenarioFileReader(file: file)
        return try DrillFileReader(reader: reader).drill(try reader.root(of: text, expected: "a drill (name, title, customer, task, setup, hints, checks)"))
    }

    /// True when a drill argument names a file rather than a shipped drill.
    public static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix(".yaml") || argument.hasSuffix(".yml")
    }
}
