/// A HATEOAS link of a REST resource: where, what it is to the resource (`approve`, `payer-action`, `next`),
/// and the method to use.
public struct Link: Codable, Sendable, Equatable {
    public var href: String
    public var rel: String
    public var method: String?

    public init(href: String, rel: String, method: String? = nil) {
        self.href = href
        self.rel = rel
        self.method = method
    }
}

extension [Link] {
    /// The first link with the relation, if any.
    public func first(rel: String) -> Link? {
        first { $0.rel == rel }
    }
}
