import PostgresNIO

/// A `DocumentFilter` in PostgreSQL: a condition on a document's `body` (text, read as JSON), answering as the
/// SQLite store's `json_extract` and `json_each` do.
enum PostgresDocumentCondition {
    /// The body as JSON. PostgreSQL's JSON functions refuse a `\u0000` anywhere in a document (its text cannot
    /// hold one), which would fail every search of the kind: it is read as U+FFFD instead.
    static let body = #"replace(body, '\u0000', '\ufffd')::json"#

    /// The filter as a condition, its values appended to `bindings` (so numbered after the ones already there).
    static func sql(_ filter: DocumentFilter, _ bindings: inout PostgresBindings) -> String {
        switch filter {
        case .textEquals(let path, let value, let ignoringCase):
            let path = bind(path, &bindings)
            let value = bind(value.postgresText, &bindings)
            // A number at `path` equals no text, as in SQLite, unless case is ignored: lower() makes it text there.
            return ignoringCase
                ? "lower(\(body) #>> \(path)) = lower(\(value))"
                : "json_typeof(\(body) #> \(path)) = 'string' AND \(body) #>> \(path) = \(value)"
        case .anyElement(let array, let field, let values):
            guard !values.isEmpty else { return "false" }
            let array = bind(array, &bindings)
            let field = bind(field, &bindings)
            let values = bind(values.map { $0.lowercased().postgresText }, &bindings)
            // json_array_elements refuses anything but an array, where SQLite's json_each walks any value.
            return """
                EXISTS (SELECT 1 FROM json_array_elements(
                    CASE json_typeof(\(body) #> \(array)) WHEN 'array' THEN \(body) #> \(array) ELSE '[]' END
                ) AS element WHERE lower(element ->> \(field)) = ANY(\(values)))
                """
        case .all(let filters):
            return filters.isEmpty ? "true" : filters.map { "(\(sql($0, &bindings)))" }.joined(separator: " AND ")
        case .any(let filters):
            return filters.isEmpty ? "false" : filters.map { "(\(sql($0, &bindings)))" }.joined(separator: " OR ")
        }
    }

    /// `$n`, the placeholder of `value` appended to `bindings`.
    private static func bind(_ value: some PostgresDynamicTypeEncodable, _ bindings: inout PostgresBindings) -> String {
        bindings.append(value)
        return "$\(bindings.count)"
    }
}
