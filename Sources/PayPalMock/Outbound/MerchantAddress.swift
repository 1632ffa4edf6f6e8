import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a merchant's listener is, as the backend's outbound policy names it: an IP address written one way only
/// (IPv4 in dotted decimal, IPv6 as `inet_ntop` writes it, an IPv4-mapped IPv6 address as its IPv4) and a port.
/// `127.1`, `0x7f000001`, `2130706433`, `0177.0.0.1` and `[::ffff:127.0.0.1]` are all `127.0.0.1`.
public struct MerchantAddress: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int

    /// Nil unless `host` is an address, in any spelling, and `port` a port.
    public init?(host: String, port: Int) {
        guard (1...65_535).contains(port), let canonical = Self.canonical(host) else { return nil }
        self.host = canonical
        self.port = port
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// The addresses `host:port` (`[v6]:port` for IPv6) names, as an operator lists them: a name is resolved now, to
    /// every address it has. Nil when it names none.
    public static func listed(_ text: String) -> [MerchantAddress]? {
        guard let (host, port) = split(text) else { return nil }
        if let address = MerchantAddress(host: host, port: port) { return [address] }
        guard !isNumeric(host) else { return nil }
        let found = resolve(host).compactMap { MerchantAddress(host: $0, port: port) }
        return found.isEmpty ? nil : found
    }

    /// `host:port` (`[v6]:port` for IPv6) with an address for its host, in any spelling; nil for a name.
    init?(listing text: String) {
        guard let (host, port) = Self.split(text) else { return nil }
        self.init(host: host, port: port)
    }

    private static func split(_ text: String) -> (host: String, port: Int)? {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]) else { return nil }
        return (String(text[..<colon]), port)
    }

    /// The one spelling of an address; nil for a name, or for something that looks like a number but is no address.
    static func canonical(_ spelled: String) -> String? {
        let bare = spelled.hasPrefix("[") && spelled.hasSuffix("]") ? String(spelled.dropFirst().dropLast()) : spelled
        var ipv6 = in6_addr()
        if inet_pton(AF_INET6, bare, &ipv6) == 1 {
            let bytes = withUnsafeBytes(of: ipv6) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff { return bytes[12...].map(String.init).joined(separator: ".") }
            return text(family: AF_INET6, of: &ipv6)
        }
        guard isNumeric(bare) else { return nil }
        // inet_aton reads every spelling a URL's host may use: 127.1, 0x7f000001, 2130706433, 0177.0.0.1.
        var ipv4 = in_addr()
        let dotless = bare.hasSuffix(".") ? String(bare.dropLast()) : bare
        guard dotless.allSatisfy({ $0.isHexDigit || $0 == "." || $0 == "x" || $0 == "X" }), inet_aton(dotless, &ipv4) != 0 else { return nil }
        return text(family: AF_INET, of: &ipv4)
    }

    /// True for a host a URL reads as an IPv4 address: its last label is a number (decimal, or hexadecimal after 0x).
    static func isNumeric(_ host: String) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = host.hasSuffix(".") ? labels.dropLast().last : labels.last, !last.isEmpty else { return false }
        let lowered = last.lowercased()
        return lowered.allSatisfy(\.isNumber) || (lowered.hasPrefix("0x") && lowered.dropFirst(2).allSatisfy(\.isHexDigit))
    }

    /// Every address the system's resolver gives a name, each once, in its order.
    static func resolve(_ name: String) -> [String] {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name, nil, &hints, &list) == 0 else { return [] }
        defer { freeaddrinfo(list) }
        var found: [String] = []
        var node = list
        while let entry = node?.pointee {
            let address: String? = switch entry.ai_family {
            case AF_INET: entry.ai_addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { var ip = $0.pointee.sin_addr; return text(family: AF_INET, of: &ip) }
            case AF_INET6: entry.ai_addr.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { var ip = $0.pointee.sin6_addr; return text(family: AF_INET6, of: &ip) }
            default: nil
            }
            if let address = address.flatMap(canonical), !found.contains(address) { found.append(address) }
            node = entry.ai_next
        }
        return found
    }

    private static func text<Address>(family: Int32, of address: inout Address) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written = withUnsafeBytes(of: &address) { bytes in
            buffer.withUnsafeMutableBytes { inet_ntop(family, bytes.baseAddress, $0.baseAddress, socklen_t($0.count)) != nil }
        }
        guard written, let end = buffer.firstIndex(of: 0) else { return nil }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }
}
