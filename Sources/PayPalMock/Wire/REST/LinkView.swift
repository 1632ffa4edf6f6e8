import Hummingbird

/// A HATEOAS link: where, what it is to the resource, and the method to use.
struct LinkView: Encodable, Sendable, Equatable {
    var href: String
    var rel: String
    var method: String
}

extension Request {
    /// `http://host:port` as the client reached us, so that links work from wherever the client is.
    var baseURL: String {
        "http://" + (head.authority ?? "127.0.0.1")
    }
}
