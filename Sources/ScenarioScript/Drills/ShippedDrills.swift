import CheckoutFlows
import Foundation

/// The drills PayTerm ships, files in this module's `ShippedDrills` folder, in the order a class might take them.
public enum ShippedDrills {
    public static let names = [
        "charged-twice", "one-item-returned", "hold-after-a-declined-capture", "preapproval-after-cancelling", "missed-refund-webhook", "locked-out",
    ]

    /// A shipped drill's file text, to assign it to a class as a trainer's own would be.
    public static func text(of name: String) -> String? {
        guard names.contains(name), let url = Bundle.module.url(forResource: name, withExtension: "yaml", subdirectory: "ShippedDrills") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    public static func named(_ name: String) throws(ScenarioError) -> Drill? {
        guard let text = text(of: name) else { return nil }
        return try DrillFile.parse(text, file: "\(name).yaml")
    }

    /// Every shipped drill; they are checked by the tests, so a failure to read one is a defect.
    public static var all: [Drill] {
        names.compactMap { try? named($0) }
    }
}
