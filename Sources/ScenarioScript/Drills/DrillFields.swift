import PayPalVocabulary
import Yams

/// A drill step's or check's fields, by key: the keys it must have and may have, each read as what it is.
struct DrillFields {
    let reader: ScenarioFileReader
    let node: Node
    let fields: Node.Mapping

    init(reader: ScenarioFileReader, _ node: Node, _ expected: String, required: [String], optional: [String] = []) throws(ScenarioError) {
        self.reader = reader
        self.node = node
        fields = try reader.mapping(node, "\(expected): {\((required + optional).map { "\($0): …" }.joined(separator: ", "))}")
        try reader.allowOnly(required + optional, in: fields)
        for key in required { _ = try reader.required(key, in: fields, node) }
    }

    /// Fields already read as a mapping, whose keys the caller checks.
    init(reader: ScenarioFileReader, _ node: Node, fields: Node.Mapping) {
        self.reader = reader
        self.node = node
        self.fields = fields
    }

    func has(_ key: String) -> Bool { fields[key] != nil }

    func field(_ key: String) throws(ScenarioError) -> Node { try reader.required(key, in: fields, node) }

    func text(_ key: String) throws(ScenarioError) -> String { try reader.string(try field(key), key) }

    /// An amount with its currency: `24.99 USD`.
    func money(_ key: String) throws(ScenarioError) -> Money {
        let node = try field(key)
        let words = try reader.string(node, "an amount").split(separator: " ")
        guard words.count == 2, let currency = Currency(code: String(words[1])), let amount = try? Money.parse(String(words[0]), currency: currency),
              amount.minorUnits > 0
        else { throw reader.error(node, "expected an amount and its currency, such as 24.99 USD") }
        return amount
    }

    /// A whole number, 1 or more.
    func count(_ key: String) throws(ScenarioError) -> Int {
        let node = try field(key)
        guard let count = Int(try reader.string(node, key)), count > 0, count <= 1_000 else { throw reader.error(node, "expected a number from 1 to 1000") }
        return count
    }

    /// `true` or `false`; false when the key is missing.
    func flag(_ key: String) throws(ScenarioError) -> Bool {
        guard let node = fields[key] else { return false }
        return try choice(key, ["true": true, "false": false], at: node)
    }

    /// One of a few words.
    func choice<Value>(_ key: String, _ words: KeyValuePairs<String, Value>) throws(ScenarioError) -> Value {
        try choice(key, words, at: try field(key))
    }

    private func choice<Value>(_ key: String, _ words: KeyValuePairs<String, Value>, at node: Node) throws(ScenarioError) -> Value {
        let word = try reader.string(node, key)
        guard let value = words.first(where: { $0.key == word })?.value else {
            throw reader.error(node, "unknown \(key) '\(word)': expected \(words.map(\.key).joined(separator: " or "))")
        }
        return value
    }
}
