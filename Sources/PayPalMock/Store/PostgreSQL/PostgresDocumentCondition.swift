import PostgresNIO

/// A `DocumentFilter` in PostgreSQL: a condition on a document's `body` (text, read as JSON), answering as the
/// SQLite store's `json_extract` and `json_each` do.
enum PostgresDocumentCondition {
    /// The filter as a condition, its values appended to `bindings` (so numbered after the ones already there).
    static func sql(_ filter: DocumentFilter, _ bindings: inout PostgresBindings) -> String {
        switch filter {
        case .textEquals(let path, let value, let ignoringCase):
            let path = bind(path, &bindings)
            let value = bind(value, &bindings)
            // A number at `path` equals no text, as in SQLite, unless case is ignored: lower() makes it text there.
            return ignoringCase
                ? "lower(body::jsonb #>> \(path)) = lower(\(value))"
                : "body::jsonb #> \(path) = to_jsonb(\(value)::text)"
        case .anyElement(let array, let field, let values):
            guard !values.isEmpty else { return "false" }
            let array = bind(array, &bindings)
            let field = bind(field, &bindings)
            let values = bind(values.map { $0.lowercased() }, &bindings)
            // jsonb_array_elements refuses anything but an array, where SQLite's json_each walks any value.
            return """
                EXISTS (SELECT 1 FROM jsonb_array_elements(
                    CASE jsonb_typeof(body::jsonb #> \(array)) WHEN 'array' THEN body::jsonb #> \(array) ELSE '[]' END
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
