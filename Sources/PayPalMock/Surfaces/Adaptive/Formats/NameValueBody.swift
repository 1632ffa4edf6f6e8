import Foundation

/// Reads an NV request body: `requestEnvelope.errorLanguage=en_US&receiverList.receiver(0).email=…`, names
/// dotted paths with list indexes in parentheses, values form-encoded (the form of PayPal's PHP SDK
/// `PPMessage::toNVPString` and Java SDK `*Request.toNVPString`, and of the developer guide's curl examples).
///
/// PayPal's own SDKs never send what PayTerm refuses here, so it refuses rather than guesses: a name given
/// twice, a pair without `=`, broken percent-encoding, indexes with gaps.
enum NameValueBody {
    static func read(_ data: Data) throws(BodyProblem) -> FormValue {
        guard let text = String(data: data, encoding: .utf8) else { throw BodyProblem(field: "", problem: "the body is not UTF-8 text") }
        var names = Set<String>()
        var entries: [Entry] = []
        for pair in FormEncoding.pairs(text.trimmingCharacters(in: .newlines)) {
            guard let name = FormEncoding.unescape(pair.name) else {
                throw BodyProblem(field: String(pair.name), problem: "the name is not valid percent-encoding")
            }
            guard let encoded = pair.value else {
                throw BodyProblem(field: name, problem: "has no `=`: NV pairs are name=value, joined by &")
            }
            guard let value = FormEncoding.unescape(encoded) else {
                throw BodyProblem(field: name, problem: "the value is not valid percent-encoding (a % takes two hex digits of UTF-8)")
            }
            guard names.insert(name).inserted else { throw BodyProblem(field: name, problem: "is given more than once") }
            entries.append(Entry(path: try Segment.path(name)[...], value: value))
        }
        return try group(entries, at: "")
    }

    private struct Entry {
        var path: ArraySlice<Segment>
        var value: String
    }

    /// One step of a name: `receiver(0)` is the field `receiver`, index 0.
    private struct Segment {
        var name: String
        var index: Int?

        static func path(_ name: String) throws(BodyProblem) -> [Segment] {
            let steps = name.split(separator: ".", omittingEmptySubsequences: false)
            guard steps.count <= FormValue.maxDepth else {
                throw BodyProblem(field: name, problem: "is nested more than \(FormValue.maxDepth) levels deep")
            }
            var segments: [Segment] = []
            for step in steps {
                guard let segment = Segment(step) else {
                    throw BodyProblem(field: name, problem: "is not a field name: NV names are dotted paths such as receiverList.receiver(0).email")
                }
                segments.append(segment)
            }
            return segments
        }

        private init?(_ step: Substring) {
            var field = step
            if step.hasSuffix(")"), let open = step.firstIndex(of: "(") {
                guard let index = Int(step[step.index(after: open)..<step.index(before: step.endIndex)]), index >= 0 else { return nil }
                self.index = index
                field = step[..<open]
            }
            guard !field.isEmpty, field.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
            name = String(field)
        }
    }

    /// The fields of `entries`, which all lie below `prefix`.
    private static func group(_ entries: [Entry], at prefix: String) throws(BodyProblem) -> FormValue {
        var fields: [String: [FormValue]] = [:]
        for (name, named) in Dictionary(grouping: entries, by: { $0.path.first!.name }) {
            let path = prefix.isEmpty ? name : "\(prefix).\(name)"
            let byIndex = Dictionary(grouping: named, by: { $0.path.first!.index })
            if let unindexed = byIndex[Int?.none] {
                guard byIndex.count == 1 else { throw BodyProblem(field: path, problem: "is given both with and without an index") }
                fields[name] = [try occurrence(unindexed, at: path)]
                continue
            }
            let indexes = byIndex.keys.compactMap { $0 }.sorted()
            guard indexes.last == indexes.count - 1 else {
                throw BodyProblem(
                    field: path, problem: "has the indexes \(indexes.prefix(10).map { String($0) }.joined(separator: ", ")); they must run 0, 1, 2… without gaps")
            }
            var occurrences: [FormValue] = []
            for index in indexes {
                occurrences.append(try occurrence(byIndex[index]!, at: "\(path)(\(index))"))
            }
            fields[name] = occurrences
        }
        return .fields(fields)
    }

    /// One value: the text of a name that ends here, or the fields of the names that go on below it.
    private static func occurrence(_ entries: [Entry], at path: String) throws(BodyProblem) -> FormValue {
        let below = entries.map { Entry(path: $0.path.dropFirst(), value: $0.value) }
        guard let ending = below.first(where: { $0.path.isEmpty }) else { return try group(below, at: path) }
        guard below.count == 1 else { throw BodyProblem(field: path, problem: "is given both as a value and as a group of fields") }
        return .text(ending.value)
    }
}
