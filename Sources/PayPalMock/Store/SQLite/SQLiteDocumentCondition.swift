import GRDB

/// A `DocumentFilter` in SQLite: a condition on a document's `body` with `json_extract` and `json_each`, a
/// searched field written as its index has it.
enum SQLiteDocumentCondition {
    /// The ids of a kind's newest documents that meet `filter`: by createdAt, then by when first saved.
    static func newest(kind: String, where filter: DocumentFilter, limit: Int) -> (sql: String, arguments: StatementArguments) {
        var arguments: [any DatabaseValueConvertible] = [kind]
        let condition = sql(filter, &arguments)
        return (
            "SELECT id FROM documents WHERE kind = ? AND (\(condition)) ORDER BY \(createdAt) DESC, rowid DESC LIMIT ?",
            StatementArguments(arguments + [limit]))
    }

    /// The filter as a condition on `body`, its values appended to `arguments`.
    private static func sql(_ filter: DocumentFilter, _ arguments: inout [any DatabaseValueConvertible]) -> String {
        switch filter {
        case .equals(let field, let value):
            arguments.append(value)
            // A number there is no text: json_extract answers it as an integer, which equals no text.
            return field.ignoringCase ? "\(searched(field)) = lower(?)" : "\(searched(field)) = ?"
        case .anyElement(let array, let field, let values):
            guard !values.isEmpty else { return "0" }
            arguments.append(jsonPath(array))
            arguments.append(jsonPath([field]))
            arguments += values.map { $0.lowercased() }
            let marks = Array(repeating: "?", count: values.count).joined(separator: ",")
            return "EXISTS (SELECT 1 FROM json_each(body, ?) WHERE lower(json_extract(json_each.value, ?)) IN (\(marks)))"
        case .all(let filters):
            return filters.isEmpty ? "1" : filters.map { "(\(sql($0, &arguments)))" }.joined(separator: " AND ")
        case .any(let filters):
            return filters.isEmpty ? "0" : filters.map { "(\(sql($0, &arguments)))" }.joined(separator: " OR ")
        }
    }

    /// The newest first, as searches answer.
    private static let createdAt = "json_extract(body, '$.createdAt')"

    /// The index of a searched field, its documents newest first within a kind and a value.
    static func index(_ field: SearchedField) -> String {
        "CREATE INDEX IF NOT EXISTS \(field.indexName) ON documents (kind, \(searched(field)), \(createdAt))"
    }

    /// The field as its index has it, written the same way, so that a search's condition uses the index (its keys
    /// are letters, digits and `_`, so they go in as written).
    private static func searched(_ field: SearchedField) -> String {
        let value = "json_extract(body, '\(jsonPath(field.path))')"
        return field.ignoringCase ? "lower(\(value))" : value
    }

    private static func jsonPath(_ keys: [String]) -> String {
        "$" + keys.map { ".\($0)" }.joined()
    }
}
