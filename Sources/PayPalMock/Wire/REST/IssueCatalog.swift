import Foundation

/// PayPal's own description of each issue an Orders v2 or Payments v2 operation can answer with, as PayPal's
/// specs enumerate them (a body with any other text does not validate against the spec). REST errors carry it,
/// with PayTerm's explanation of the case beside it.
enum IssueCatalog {
    private static let table: [String: [String: [String: String]]] =
        (try? JSONDecoder().decode([String: [String: [String: String]]].self, from: Data(specTable.utf8))) ?? [:]

    /// PayPal's description of `issue` when `route` answers with `status`, if its spec has one.
    static func description(route: String, status: Int, issue: String) -> String? {
        table[route]?[String(status)]?[issue]
    }

    /// PayPal's description of `issue` on whichever operation has one first: its words for an issue a fault makes
    /// an operation answer with, where that operation's spec does not list it.
    static func anyDescription(of issue: String) -> String? {
        table.keys.sorted().lazy.compactMap { route in table[route]?.values.lazy.compactMap { $0[issue] }.first }.first
    }

    /// The catalog's name of a route: its method and path with each parameter (`:id`, `{id}`) as `*`
    /// (`POST /v2/checkout/orders/*/capture`).
    static func route(_ method: String, _ path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { $0.hasPrefix(":") || $0.hasPrefix("{") ? "*" : $0 }
        return "\(method) \(segments.joined(separator: "/"))"
    }

    /// Whether the catalog has any descriptions; false would mean the generated table no longer decodes.
    static var isLoaded: Bool { !table.isEmpty }
}
