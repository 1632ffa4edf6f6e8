import PostgresNIO

/// A `DocumentFilter` in PostgreSQL: a condition on a document's `body` (text, read as JSON), answering as the
/// SQLite store's `json_extract` and `json_each` do.
enum PostgresDocumentCondition {
    /// The body as JSON. PostgreSQL's JSON functions refuse a `\u0000` anywhere in a document (its text cannot
    /// hold one), which would fail every search of the kind: it is read as U+FFFD instead.
    static let body = #"replace(body, '\u0000', '\ufffd')::json"#

    /// The ids of a kind's newest documents that meet `filter`: by createdAt, then by when first saved; those
    /// without a createdAt come last, as SQLite's NULLs do in a descending order.
    static func newest(kind: String, where filter: DocumentFilter, limit: Int) -> PostgresQuery {
        var bindings = PostgresBindings()
        bindings.append(kind)
        let condition = sql(filter, &bindings)
        bindings.append(limit)
        return PostgresQuery(
            unsafeSQL: """
                SELECT id FROM documents WHERE kind = $1 AND (\(condition))
                ORDER BY \(createdAt) DESC NULLS LAST, position DESC
                LIMIT $\(bindings.count)
                """,
            binds: bindings)
    }

    /// The filter as a condition, its values appended to `bindings` (so numbered after the ones already there).
    private static func sql(_ filter: DocumentFilter, _ bindings: inout PostgresBindings) -> String {
        switch filter {
        case .equals(let field, let value):
            let value = bind(value.postgresText, &bindings)
            // A number at the field equals no text, as in SQLite, unless case is ignored: lower() makes it text there.
            return field.ignoringCase
                ? "\(searched(field)) = lower(\(value))"
                : "json_typeof(\(body) #> '\(path(field))') = 'string' AND \(searched(field)) = \(value)"
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

    /// The field as its index has it, written the same way, so that a search's condition uses the index.
    private static func searched(_ field: SearchedField) -> String {
        let value = "(\(body) #>> '\(path(field))')"
        return field.ignoringCase ? "lower\(value)" : value
    }

    /// createdAt as a number (JSONEncoder's seconds since 2001), compared as one; nothing when it is no number.
    private static let createdAt = "(CASE json_typeof(\(body) -> 'createdAt') WHEN 'number' THEN (\(body) ->> 'createdAt')::float8 END)"

    /// The index of a searched field, its documents newest first within a kind and a value.
    static func index(_ field: SearchedField) -> PostgresQuery {
        PostgresQuery(unsafeSQL: "CREATE INDEX IF NOT EXISTS \(field.indexName) ON documents (kind, \(searched(field)), \(createdAt) DESC NULLS LAST, position DESC)")
    }

    /// The field's keys as PostgreSQL's path literal (`'{payer,email}'`): they are letters, digits and `_`.
    private static func path(_ field: SearchedField) -> String {
        "{" + field.path.joined(separator: ",") + "}"
    }

    /// `$n`, the placeholder of `value` appended to `bindings`.
    private static func bind(_ value: some PostgresDynamicTypeEncodable, _ bindings: inout PostgresBindings) -> String {
        bindings.append(value)
        return "$\(bindings.count)"
    }
}
