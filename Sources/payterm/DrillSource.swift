import CheckoutFlows
import ScenarioScript

/// Where a drill comes from: a shipped drill by name, or a trainer's file; its text is what a class is assigned.
struct DrillSource {
    let drill: Drill
    let text: String

    /// The drill an argument names, its file's mistakes said at their line.
    static func named(_ argument: String) throws -> DrillSource {
        do {
            if DrillFile.isPath(argument) {
                return DrillSource(drill: try DrillFile.load(argument), text: try String(contentsOfFile: argument, encoding: .utf8))
            }
            guard let text = ShippedDrills.text(of: argument) else {
                throw CommandFailure("There is no drill '\(argument)': see payterm drill list, or name a drill file, such as my-drills/refund.yaml.")
            }
            return DrillSource(drill: try DrillFile.parse(text, file: "\(argument).yaml"), text: text)
        } catch let mistake as ScenarioError {
            throw CommandFailure("\(mistake)")
        }
    }

    /// A drill the trainer assigned, read from its text.
    static func assigned(_ name: String, text: String) throws -> DrillSource {
        do {
            return DrillSource(drill: try DrillFile.parse(text, file: "\(name).yaml (assigned by your trainer)"), text: text)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
