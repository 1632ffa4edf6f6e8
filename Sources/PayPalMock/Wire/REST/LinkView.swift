import Foundation
import Hummingbird

/// A HATEOAS link: where, what it is to the resource, and the method to use.
struct LinkView: Encodable, Sendable, Equatable {
    var href: String
    var rel: String
    var method: String

    /// What a query value may hold unencoded: RFC 3986's unreserved characters.
    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// `url` with a query whose every value is percent-encoded, so that following the link gives back exactly the
    /// values it was made from.
    static func href(_ url: String, query: [(name: String, value: String)]) -> String {
        url + "?" + query.map { "\($0.name)=\($0.value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")" }.joined(separator: "&")
    }
}

extension MockRequestContext {
    /// `http://host:port` as the client reached us (with the path the trainer's backend routed the call under, for
    /// a workspace reached through it), so that links work from wherever the client is.
    func baseURL(of request: Request) -> String {
        "http://" + (request.head.authority ?? "127.0.0.1") + routedPath
    }
}
