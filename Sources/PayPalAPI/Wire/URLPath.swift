import Foundation

/// Paths and queries made of ids and values: each id is one segment and each value one query value, so a `/`,
/// `?`, `&` or `#` in it cannot reach another resource or add a parameter.
enum URLPath {
    private static let segmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
    private static let valueAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))

    /// `root` followed by each segment, escaped.
    static func path(_ root: String, _ segments: String...) -> String {
        ([root] + segments.map { $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? $0 }).joined(separator: "/")
    }

    /// `name=value&…`, the values escaped.
    static func query(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { "\($0.name)=\($0.value.addingPercentEncoding(withAllowedCharacters: valueAllowed) ?? $0.value)" }.joined(separator: "&")
    }
}
