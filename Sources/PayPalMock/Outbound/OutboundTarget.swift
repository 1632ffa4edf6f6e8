import Foundation

/// A merchant's URL read strictly: `http` only, no user info, a port, and a host that is an address in any spelling
/// or a name, resolved once to the address the connection then goes to.
struct OutboundTarget: Sendable {
    /// What the request line and `Host` carry: the path and query as written, the host as written.
    let target: String
    let hostHeader: String
    let host: String
    let port: Int

    init(_ url: String) throws(OutboundRefusal) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            throw OutboundRefusal("\(url.prefix(80)) is not a URL")
        }
        guard scheme == "http" else { throw OutboundRefusal("\(scheme) is not called: merchants' listeners are plain http") }
        guard components.user == nil, components.password == nil else {
            throw OutboundRefusal("a URL with user info is not called")
        }
        guard let host = components.host, !host.isEmpty else { throw OutboundRefusal("the URL names no host") }
        let port = components.port ?? 80
        guard (1...65_535).contains(port) else { throw OutboundRefusal("port \(port) is no port") }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        hostHeader = (components.percentEncodedHost ?? host) + (components.port.map { ":\($0)" } ?? "")
        self.host = host
        self.port = port
    }

    /// The address the call goes to: the host's, or the first of a name's that `policy` allows (a name is resolved
    /// here, once). Throws, saying why, when the policy allows none.
    func address(allowedBy policy: OutboundPolicy) async throws(OutboundRefusal) -> MerchantAddress {
        let candidates: [MerchantAddress]
        if let address = MerchantAddress(host: host, port: port) {
            candidates = [address]
        } else {
            guard !MerchantAddress.isNumeric(host), host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }) else {
                throw OutboundRefusal("\(host.prefix(80)) is neither an address nor a name")
            }
            let name = host
            let resolved = await withCheckedContinuation { continuation in
                // The resolver blocks: off the cooperative pool, which the server answers on.
                DispatchQueue.global().async { continuation.resume(returning: MerchantAddress.resolve(name)) }
            }
            candidates = resolved.compactMap { MerchantAddress(host: $0, port: port) }
            guard !candidates.isEmpty else { throw OutboundRefusal("\(name.prefix(80)) does not resolve") }
        }
        guard let allowed = candidates.first(where: policy.allows) else {
            let named = candidates.map(\.description).joined(separator: ", ")
            throw OutboundRefusal("\(named) is not a merchant listener this backend may call (payterm serve --merchant-listener lists them)")
        }
        return allowed
    }
}

/// Why the backend did not call a merchant's URL.
struct OutboundRefusal: Error, Sendable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
