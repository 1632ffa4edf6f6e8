import PostgresNIO

/// PostgreSQL's text cannot hold U+0000, which a request can carry anywhere (a path's `%00`, a raw NUL in a body
/// the journal keeps): a query binding one fails whole. Every text PayTerm binds goes with each NUL as U+FFFD, so
/// what is stored and what is looked up change alike, as SQLite would have kept them apart.
extension String {
    var postgresText: String { contains("\0") ? replacingOccurrences(of: "\0", with: "\u{FFFD}") : self }
}

extension PostgresQuery.StringInterpolation {
    mutating func appendInterpolation(_ value: String) {
        appendBinding(value.postgresText)
    }

    mutating func appendInterpolation(_ value: String?) {
        appendBinding(value?.postgresText)
    }

    mutating func appendInterpolation(_ values: [String]) {
        appendBinding(values.map(\.postgresText))
    }

    /// postgres-nio's own interpolation, which the overloads above would otherwise call again.
    private mutating func appendBinding<Value: PostgresDynamicTypeEncodable>(_ value: Value) {
        appendInterpolation(value)
    }

    private mutating func appendBinding<Value: PostgresDynamicTypeEncodable>(_ value: Value?) {
        appendInterpolation(value)
    }
}
