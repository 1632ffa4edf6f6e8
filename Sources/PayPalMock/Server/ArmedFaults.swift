import Foundation

/// Fault rules read from a file, armed when the backend starts: a JSON list of what `POST /payterm/v1/faults`
/// takes.
public struct ArmedFaults: Sendable {
    let rules: [FaultRule]

    public static let none = ArmedFaults(rules: [])

    /// How many rules the file armed.
    public var count: Int { rules.count }

    private init(rules: [FaultRule]) {
        self.rules = rules
    }

    /// Reads the file's rules; a rule PayTerm cannot use is named, with what was expected.
    public init(json: Data) throws(ArmedFaultsError) {
        guard let list = try? JSONSerialization.jsonObject(with: json) as? [Any] else {
            throw ArmedFaultsError(description: "a fault file is a JSON list of rules, as POST /payterm/v1/faults takes them")
        }
        guard list.count <= FaultBoard.capacity else {
            throw ArmedFaultsError(description: "a fault file holds at most \(FaultBoard.capacity) rules")
        }
        var rules: [FaultRule] = []
        for (index, item) in list.enumerated() {
            do {
                let data = try JSONSerialization.data(withJSONObject: item)
                let rule = try RESTBody.decode(FaultRuleBody.self, from: data).rule()
                guard !rule.persist else {
                    throw ArmedFaultsError(description: "rule \(index + 1): persist is for rules armed through POST /payterm/v1/faults; a file arms its rules at every start")
                }
                rules.append(rule)
            } catch let error as ArmedFaultsError {
                throw error
            } catch let error as RESTError {
                throw ArmedFaultsError(description: "rule \(index + 1): \(error.description)" + (error.field.map { " (\($0))" } ?? ""))
            } catch {
                throw ArmedFaultsError(description: "rule \(index + 1) is not a JSON object")
            }
        }
        self.rules = rules
    }
}

public struct ArmedFaultsError: Error, CustomStringConvertible {
    public let description: String
}
